/**
 * Figures of the server monitor (`/monitor/server`): CPU load measured over a
 * short interval, memory, the Node runtime in RuoYi's `jvm` shape plus a `node`
 * block (heap, RSS, event-loop delay, active handles), host and disks.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import v8 from 'node:v8';
import si from 'systeminformation';

/** How long the CPU is watched for one reading. */
export const CPU_SAMPLE_MS = 300;
/** Disks that do not answer within this are left out of one reading. */
const DISK_TIMEOUT_MS = 3000;

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** File systems that are not disks (memory, kernel views, images). */
const PSEUDO_FS = new Set([
  'tmpfs',
  'devtmpfs',
  'ramfs',
  'squashfs',
  'proc',
  'sysfs',
  'cgroup',
  'cgroup2',
  'devpts',
  'mqueue',
  'debugfs',
  'tracefs',
  'securityfs',
  'pstore',
  'bpf',
  'configfs',
  'fusectl',
  'hugetlbfs',
  'autofs',
  'nsfs',
  'efivarfs',
  'binfmt_misc',
]);

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (part: number, whole: number) =>
  whole > 0 ? round2((part / whole) * 100) : 0;

interface CpuTimes {
  user: number;
  sys: number;
  wait: number;
  idle: number;
}

/** Cumulative CPU times: /proc/stat on Linux (with iowait), else os.cpus(). */
async function cpuTimes(): Promise<CpuTimes> {
  if (process.platform === 'linux') {
    try {
      const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0];
      const [user, nice, system, idle, iowait, irq, softirq, steal] = line
        .trim()
        .split(/\s+/)
        .slice(1)
        .map(Number);
      return {
        user: user + nice,
        sys: system + irq + softirq + (steal || 0),
        wait: iowait,
        idle,
      };
    } catch {
      /* not readable: fall through */
    }
  }
  const t = { user: 0, sys: 0, wait: 0, idle: 0 };
  for (const c of os.cpus()) {
    t.user += c.times.user + c.times.nice;
    t.sys += c.times.sys + c.times.irq;
    t.idle += c.times.idle;
  }
  return t;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CpuInfo {
  cpuNum: number;
  /** CPU time of all cores over the sample (ticks). */
  total: number;
  sys: number;
  used: number;
  wait: number;
  free: number;
}

/** CPU use over `sampleMs`, in percent of all cores. */
export async function measureCpu(sampleMs = CPU_SAMPLE_MS): Promise<CpuInfo> {
  const a = await cpuTimes();
  await sleep(sampleMs);
  const b = await cpuTimes();
  const d = {
    user: b.user - a.user,
    sys: b.sys - a.sys,
    wait: b.wait - a.wait,
    idle: b.idle - a.idle,
  };
  const total = d.user + d.sys + d.wait + d.idle;
  return {
    cpuNum: os.availableParallelism(),
    total: round2(total),
    sys: pct(d.sys, total),
    used: pct(d.user, total),
    wait: pct(d.wait, total),
    free: total > 0 ? pct(d.idle, total) : 100,
  };
}

function memInfo() {
  const total = os.totalmem();
  const free = os.freemem();
  return {
    total: round2(total / GB),
    used: round2((total - free) / GB),
    free: round2(free / GB),
    usage: pct(total - free, total),
  };
}

/** The API's 'yyyy-MM-dd HH:mm:ss' in the server's local time. */
export function localDateTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
  );
}

/** Uptime split for the run-time text. */
export function splitUptime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

function firstIpv4(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) return a.address;
    }
  }
  return '127.0.0.1';
}

/** '1.5 GB' as RuoYi shows file system sizes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

async function disks() {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), DISK_TIMEOUT_MS);
  });
  try {
    const list = await Promise.race([si.fsSize(), timeout]);
    return list
      .filter((f) => f.size > 0 && !PSEUDO_FS.has(f.type))
      .map((f) => ({
        dirName: f.mount,
        sysTypeName: f.type,
        typeName: f.fs,
        total: formatBytes(f.size),
        free: formatBytes(f.available),
        used: formatBytes(f.used),
        usage: round2(f.use),
        totalBytes: f.size,
        freeBytes: f.available,
        usedBytes: f.used,
      }));
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** Event-loop sampling interval (ms). */
const LOOP_RESOLUTION_MS = 10;

/** A histogram value (the interval between two samples, ns) as delay in ms. */
const delayMs = (ns: number) =>
  round2(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));

function activeResources() {
  const byType = new Map<string, number>();
  for (const type of process.getActiveResourcesInfo()) {
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  return [...byType]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** One server's monitor: owns the event-loop delay histogram while it runs. */
export class ServerMonitor {
  private readonly loop: IntervalHistogram;
  private loopSince = Date.now();

  constructor() {
    this.loop = monitorEventLoopDelay({
      resolution: LOOP_RESOLUTION_MS,
    });
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  /**
   * Event-loop delay since the previous reading (then starts a new window;
   * the first interval after a reset is not sampled).
   */
  private eventLoop() {
    const h = this.loop;
    const now = Date.now();
    const seen = h.count > 0;
    const figures = {
      samples: h.count,
      min: seen ? delayMs(h.min) : 0,
      mean: seen ? delayMs(h.mean) : 0,
      p50: seen ? delayMs(h.percentile(50)) : 0,
      p99: seen ? delayMs(h.percentile(99)) : 0,
      max: seen ? delayMs(h.max) : 0,
      windowSeconds: round2((now - this.loopSince) / 1000),
    };
    h.reset();
    this.loopSince = now;
    return figures;
  }

  /** Every figure of GET /monitor/server; `runTime` words the uptime. */
  async read(runTime: (uptimeSeconds: number) => string) {
    const [cpu, sysFiles] = await Promise.all([measureCpu(), disks()]);
    const mem = process.memoryUsage();
    const heapMax = v8.getHeapStatistics().heap_size_limit;
    const uptime = process.uptime();
    const started = new Date(Date.now() - uptime * 1000);
    const resources = activeResources();
    return {
      cpu,
      mem: memInfo(),
      jvm: {
        total: round2(mem.heapTotal / MB),
        max: round2(heapMax / MB),
        free: round2((mem.heapTotal - mem.heapUsed) / MB),
        used: round2(mem.heapUsed / MB),
        usage: pct(mem.heapUsed, mem.heapTotal),
        name: 'Node.js',
        version: process.versions.node,
        home: process.execPath,
        startTime: localDateTime(started),
        runTime: runTime(uptime),
        inputArgs: process.execArgv.join(' '),
      },
      sys: {
        computerName: os.hostname(),
        computerIp: firstIpv4(),
        userDir: process.cwd(),
        osName: `${os.type()} ${os.release()}`,
        osArch: os.arch(),
      },
      sysFiles,
      node: {
        version: process.version,
        v8: process.versions.v8,
        pid: process.pid,
        platform: process.platform,
        uptime: Math.floor(uptime),
        rss: round2(mem.rss / MB),
        heapTotal: round2(mem.heapTotal / MB),
        heapUsed: round2(mem.heapUsed / MB),
        heapLimit: round2(heapMax / MB),
        external: round2(mem.external / MB),
        arrayBuffers: round2(mem.arrayBuffers / MB),
        eventLoopDelay: this.eventLoop(),
        activeHandles: resources.reduce((n, r) => n + r.count, 0),
        activeByType: resources,
        loadAverage: os.loadavg().map(round2),
      },
    };
  }
}
