import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatBytes,
  measureCpu,
  splitUptime,
} from '../../server/src/services/server-info.js';
import { api, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };

describe('GET /monitor/server', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app, 'admin'));
    ry = api(t.app, await loginToken(t.app, 'ry'));
  });
  afterAll(() => t.close());

  it('answers the contract shape with this machine and this process', async () => {
    const res = await admin.get('/monitor/server');
    expect(res.code).toBe(200);
    const { cpu, mem, jvm, sys, sysFiles, node } = res.data;

    expect(cpu.cpuNum).toBe(os.availableParallelism());
    for (const k of ['sys', 'used', 'wait', 'free']) {
      expect(cpu[k]).toBeGreaterThanOrEqual(0);
      expect(cpu[k]).toBeLessThanOrEqual(100);
    }
    expect(cpu.total).toBeGreaterThan(0);
    expect(cpu.sys + cpu.used + cpu.wait + cpu.free).toBeCloseTo(100, 0);

    expect(mem.total).toBeCloseTo(os.totalmem() / 1024 ** 3, 1);
    expect(mem.used + mem.free).toBeCloseTo(mem.total, 1);
    expect(mem.usage).toBeGreaterThan(0);

    expect(jvm).toMatchObject({
      name: 'Node.js',
      version: process.versions.node,
      home: process.execPath,
    });
    expect(jvm.used).toBeGreaterThan(0);
    expect(jvm.total).toBeGreaterThanOrEqual(jvm.used);
    expect(jvm.max).toBeGreaterThan(jvm.total);
    expect(jvm.free).toBeCloseTo(jvm.total - jvm.used, 1);
    expect(jvm.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);

    expect(sys).toMatchObject({
      computerName: os.hostname(),
      userDir: process.cwd(),
      osArch: os.arch(),
    });
    expect(sys.osName).toContain(os.type());

    expect(node.pid).toBe(process.pid);
    expect(node.version).toBe(process.version);
    expect(node.rss).toBeGreaterThan(node.heapUsed);
    expect(node.heapLimit).toBe(jvm.max);
    expect(node.activeHandles).toBe(
      node.activeByType.reduce(
        (n: number, r: { count: number }) => n + r.count,
        0,
      ),
    );
    expect(node.eventLoopDelay.windowSeconds).toBeGreaterThan(0);
    expect(node.loadAverage).toHaveLength(3);

    if (process.platform === 'linux') {
      const root = sysFiles.find((f: { dirName: string }) => f.dirName === '/');
      expect(root).toBeDefined();
      expect(root.totalBytes).toBeGreaterThan(root.usedBytes);
      expect(root.total).toMatch(/^\d+(\.\d)? [KMGTP]?B$/);
      expect(root.usage).toBeGreaterThan(0);
    }
    for (const f of sysFiles) {
      expect(['tmpfs', 'devtmpfs', 'proc', 'sysfs']).not.toContain(
        f.sysTypeName,
      );
    }
  });

  it('measures the event loop: a blocked loop shows in the next reading', async () => {
    await admin.get('/monitor/server'); // starts a new window
    await new Promise((r) => setTimeout(r, 50)); // sampling resumes
    const until = Date.now() + 120;
    while (Date.now() < until) {
      /* block the event loop for 120 ms */
    }
    const { data } = await admin.get('/monitor/server');
    expect(data.node.eventLoopDelay.max).toBeGreaterThanOrEqual(100);
    expect(data.node.eventLoopDelay.samples).toBeGreaterThan(0);
  });

  it('words the run time in the user language', async () => {
    const token = await loginToken(t.app, 'admin', 'admin123', {
      headers: { 'content-language': 'ja' },
    });
    const res = await api(t.app, token).get('/monitor/server');
    expect(res.data.jvm.runTime).toMatch(/^\d+日\d+時間\d+分$/);
  });

  it('refuses a user without monitor:server:list', async () => {
    expect(await ry.get('/monitor/server')).toEqual(forbidden);
  });
});

describe('server figures', () => {
  it('CPU: a core kept busy inside the sample shows as used time', async () => {
    const busy = measureCpu(400);
    await new Promise((r) => setTimeout(r, 100)); // inside the sample
    const until = Date.now() + 150;
    while (Date.now() < until) {
      /* spin one core for 150 ms of the 400 */
    }
    const cpu = await busy;
    // at least 150 ms of one core out of 400 ms of all of them
    expect(cpu.used + cpu.sys).toBeGreaterThanOrEqual(
      (150 / 400 / os.availableParallelism()) * 100 * 0.8,
    );
    expect(cpu.free).toBeLessThan(100);
  });

  it('uptime and sizes are worded as RuoYi shows them', () => {
    expect(splitUptime(2 * 86400 + 3 * 3600 + 4 * 60 + 59)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 ** 3)).toBe('250.0 GB');
  });
});
