/** GET /monitor/server (RuoYi's blocks, plus the `node` block). */
import { Type } from '@sinclair/typebox';

const Num = Type.Number();
const Str = Type.String();

export const CpuSchema = Type.Object({
  cpuNum: Type.Integer(),
  total: Num,
  sys: Num,
  used: Num,
  wait: Num,
  free: Num,
});

export const MemSchema = Type.Object({
  total: Num,
  used: Num,
  free: Num,
  usage: Num,
});

/** RuoYi's `jvm`, filled with the Node runtime (sizes in MB). */
export const RuntimeSchema = Type.Object({
  total: Num,
  max: Num,
  free: Num,
  used: Num,
  usage: Num,
  name: Str,
  version: Str,
  home: Str,
  startTime: Str,
  runTime: Str,
  inputArgs: Str,
});

export const HostSchema = Type.Object({
  computerName: Str,
  computerIp: Str,
  userDir: Str,
  osName: Str,
  osArch: Str,
});

export const SysFileSchema = Type.Object({
  dirName: Str,
  sysTypeName: Str,
  typeName: Str,
  total: Str,
  free: Str,
  used: Str,
  usage: Num,
  totalBytes: Num,
  freeBytes: Num,
  usedBytes: Num,
});

export const NodeRuntimeSchema = Type.Object({
  version: Str,
  v8: Str,
  pid: Type.Integer(),
  platform: Str,
  uptime: Type.Integer(),
  rss: Num,
  heapTotal: Num,
  heapUsed: Num,
  heapLimit: Num,
  external: Num,
  arrayBuffers: Num,
  eventLoopDelay: Type.Object({
    samples: Type.Integer(),
    min: Num,
    mean: Num,
    p50: Num,
    p99: Num,
    max: Num,
    windowSeconds: Num,
  }),
  activeHandles: Type.Integer(),
  activeByType: Type.Array(Type.Object({ type: Str, count: Type.Integer() })),
  loadAverage: Type.Array(Num),
});

export const ServerInfoSchema = Type.Object({
  cpu: CpuSchema,
  mem: MemSchema,
  jvm: RuntimeSchema,
  sys: HostSchema,
  sysFiles: Type.Array(SysFileSchema),
  node: NodeRuntimeSchema,
});
