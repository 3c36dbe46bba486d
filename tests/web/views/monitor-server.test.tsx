import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import type { ServerInfo } from '@/api/monitor/server';
import { useUserStore } from '@/stores/user';
import ServerMonitorPage from '@/views/monitor/server';
import { gaugeOption, usageColor } from '@/views/monitor/server/usage-gauge';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 90_000 });
// The gauges' chunk (echarts) loads on first use: give it time.
configure({ asyncUtilTimeout: 30_000 });
// jsdom has no canvas; echarts then measures text by itself.
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

function info(cpuFree: number): ServerInfo {
  return {
    cpu: {
      cpuNum: 4,
      total: 1200,
      sys: 10,
      used: 90 - cpuFree,
      wait: 0,
      free: cpuFree,
    },
    mem: { total: 15.5, used: 6.2, free: 9.3, usage: 40 },
    jvm: {
      total: 80,
      max: 4144,
      free: 20,
      used: 60,
      usage: 75,
      name: 'Node.js',
      version: '20.20.2',
      home: '/usr/bin/node',
      startTime: '2026-11-25 09:00:00',
      runTime: '0 d 1 h 5 min',
      inputArgs: '--enable-source-maps',
    },
    sys: {
      computerName: 'web-01',
      computerIp: '10.0.0.5',
      userDir: '/srv/app',
      osName: 'Linux 6.1.0',
      osArch: 'x64',
    },
    sysFiles: [
      {
        dirName: '/',
        sysTypeName: 'ext4',
        typeName: '/dev/vda',
        total: '252.0 GB',
        free: '77.7 GB',
        used: '23.7 GB',
        usage: 23.4,
        totalBytes: 270553174016,
        freeBytes: 83448094720,
        usedBytes: 25496199168,
      },
    ],
    node: {
      version: 'v20.20.2',
      v8: '11.3.244.8',
      pid: 4242,
      platform: 'linux',
      uptime: 3900,
      rss: 150.5,
      heapTotal: 80,
      heapUsed: 60,
      heapLimit: 4144,
      external: 3.2,
      arrayBuffers: 0.5,
      eventLoopDelay: {
        samples: 900,
        min: 0,
        mean: 0.8,
        p50: 0.5,
        p99: 12.4,
        max: 31.6,
        windowSeconds: 9.2,
      },
      activeHandles: 5,
      activeByType: [
        { type: 'TCPSocketWrap', count: 3 },
        { type: 'Timeout', count: 2 },
      ],
      loadAverage: [0.5, 0.42, 0.3],
    },
  };
}

function setup(replies: ServerInfo[] | 'fail') {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({
    permissions: ['monitor:server:list'],
    roles: ['common'],
  });
  const fb = spyFeedback();
  let calls = 0;
  server.use(
    http.get('*/monitor/server', () => {
      calls++;
      if (replies === 'fail') {
        return HttpResponse.json({ code: 500, msg: 'Disk probe failed' });
      }
      const data = replies[Math.min(calls, replies.length) - 1];
      return HttpResponse.json({ code: 200, msg: 'ok', data });
    }),
  );
  render(
    <App>
      <ServerMonitorPage />
    </App>,
  );
  return { fb, calls: () => calls };
}

describe('monitor/server view', () => {
  beforeEach(() => Cookies.remove('Admin-Token'));

  it('shows CPU and memory gauges, the Node runtime, the host and the disks', async () => {
    setup([info(72.5)]);
    expect(
      await screen.findByRole('img', { name: 'CPU usage 27.5%' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Memory usage 40%' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Logical cores')).toBeInTheDocument();
    expect(screen.getByText('72.5%')).toBeInTheDocument();
    expect(screen.getByText('15.5 GB')).toBeInTheDocument();
    expect(screen.getByText('Node.js v20.20.2')).toBeInTheDocument();
    expect(
      screen.getByText('60 MB used of 80 MB (limit 4144 MB)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('mean 0.8 ms · p99 12.4 ms · max 31.6 ms'),
    ).toBeInTheDocument();
    expect(screen.getByText('TCPSocketWrap 3, Timeout 2')).toBeInTheDocument();
    expect(screen.getByText('web-01')).toBeInTheDocument();
    expect(screen.getByText('0.5 / 0.42 / 0.3')).toBeInTheDocument();

    const disk = screen
      .getAllByRole('row')
      .find((r) => within(r).queryByText('/dev/vda'))!;
    expect(within(disk).getByText('252.0 GB')).toBeInTheDocument();
    expect(
      within(disk).getByRole('progressbar', { name: 'Usage of /' }),
    ).toHaveAttribute('aria-valuenow', '23.4');
  });

  it('reads the figures again on Refresh', async () => {
    const { calls } = setup([info(72.5), info(10)]);
    await screen.findByRole('img', { name: 'CPU usage 27.5%' });
    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(
      await screen.findByRole('img', { name: 'CPU usage 90%' }),
    ).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('says so when the figures cannot be loaded', async () => {
    const { fb } = setup('fail');
    expect(
      await screen.findByText('The server figures could not be loaded'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith('Disk probe failed'),
    );
  });
});

describe('usage gauge', () => {
  it('colours by load and rounds to one decimal', () => {
    expect(usageColor(10)).toBe('#52c41a');
    expect(usageColor(70)).toBe('#faad14');
    expect(usageColor(95)).toBe('#ff4d4f');
    const series = (
      gaugeOption(33.333, 'CPU').series as { data: unknown }[]
    )[0];
    expect(series.data).toEqual([{ value: 33.3, name: 'CPU' }]);
  });
});
