import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

/** GET /monitor/server `data` (RuoYi's blocks plus `node`). */
export interface ServerInfo {
  /** Percentages of all cores over a short sample. */
  cpu: {
    cpuNum: number;
    total: number;
    sys: number;
    used: number;
    wait: number;
    free: number;
  };
  /** GB, usage in percent. */
  mem: { total: number; used: number; free: number; usage: number };
  /** The Node runtime in RuoYi's JVM shape (heap in MB). */
  jvm: {
    total: number;
    max: number;
    free: number;
    used: number;
    usage: number;
    name: string;
    version: string;
    home: string;
    startTime: string;
    runTime: string;
    inputArgs: string;
  };
  sys: {
    computerName: string;
    computerIp: string;
    userDir: string;
    osName: string;
    osArch: string;
  };
  sysFiles: SysFile[];
  node: NodeRuntime;
}

export interface SysFile {
  dirName: string;
  sysTypeName: string;
  typeName: string;
  total: string;
  free: string;
  used: string;
  usage: number;
  totalBytes: number;
  freeBytes: number;
  usedBytes: number;
}

/** Sizes in MB, delays in ms, uptime in seconds. */
export interface NodeRuntime {
  version: string;
  v8: string;
  pid: number;
  platform: string;
  uptime: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  heapLimit: number;
  external: number;
  arrayBuffers: number;
  eventLoopDelay: {
    samples: number;
    min: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    windowSeconds: number;
  };
  activeHandles: number;
  activeByType: { type: string; count: number }[];
  loadAverage: number[];
}

/** GET /monitor/server */
export function getServer() {
  return request<AjaxResult<ServerInfo>>({
    url: '/monitor/server',
    method: 'get',
  });
}
