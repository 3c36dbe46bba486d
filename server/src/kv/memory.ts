import { freemem, release, totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { byteLength, KvMeter } from './meter.js';
import { humanBytes, type Kv, type KvStats } from './types.js';

interface Entry {
  value: string;
  /** epoch ms, or undefined for no expiry */
  expiresAt?: number;
}

export interface MemoryKvOptions {
  /** Clock in epoch ms (tests move it forward instead of sleeping). */
  now?: () => number;
}

/** In-process store; one per app instance, expired keys dropped on access. */
export class MemoryKv implements Kv {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly startedAt: number;
  private readonly meter: KvMeter;
  private peakMemory = 0;
  private sweeper: NodeJS.Timeout;

  constructor(opts: MemoryKvOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.startedAt = this.now();
    this.meter = new KvMeter(this.now);
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expiresAt !== undefined && e.expiresAt <= this.now()) {
      this.map.delete(key);
      this.meter.expired++;
      return undefined;
    }
    return e;
  }

  private sweep() {
    for (const key of this.map.keys()) this.live(key);
  }

  async get(key: string) {
    const value = this.live(key)?.value ?? null;
    this.meter.lookup(value !== null);
    this.meter.record('get', byteLength(key), value ? byteLength(value) : 0);
    return value;
  }

  async mget(keys: readonly string[]) {
    let keyBytes = 0;
    let valueBytes = 0;
    const values = keys.map((key) => {
      const value = this.live(key)?.value ?? null;
      this.meter.lookup(value !== null);
      keyBytes += byteLength(key);
      valueBytes += value ? byteLength(value) : 0;
      return value;
    });
    this.meter.record('mget', keyBytes, valueBytes);
    return values;
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.meter.record('set', byteLength(key) + byteLength(value));
    this.map.set(key, {
      value,
      expiresAt:
        ttlSeconds && ttlSeconds > 0
          ? this.now() + ttlSeconds * 1000
          : undefined,
    });
  }

  async setNx(key: string, value: string) {
    this.meter.record('setnx', byteLength(key) + byteLength(value));
    if (this.live(key)) return false;
    this.map.set(key, { value, expiresAt: undefined });
    return true;
  }

  async del(...keys: string[]) {
    this.meter.record(
      'del',
      keys.reduce((n, k) => n + byteLength(k), 0),
    );
    let n = 0;
    for (const k of keys) if (this.live(k) && this.map.delete(k)) n++;
    return n;
  }

  async keys(prefix: string) {
    const found = [...this.map.keys()]
      .filter((k) => k.startsWith(prefix) && this.live(k))
      .sort();
    this.meter.record(
      'keys',
      byteLength(prefix),
      found.reduce((n, k) => n + byteLength(k), 0),
    );
    return found;
  }

  async incr(key: string) {
    this.meter.record('incr', byteLength(key));
    const e = this.live(key);
    const n = (e ? Number.parseInt(e.value, 10) || 0 : 0) + 1;
    this.map.set(key, { value: String(n), expiresAt: e?.expiresAt });
    return n;
  }

  async expire(key: string, ttlSeconds: number) {
    this.meter.record('expire', byteLength(key));
    const e = this.live(key);
    if (!e) return false;
    e.expiresAt = this.now() + ttlSeconds * 1000;
    return true;
  }

  async ttl(key: string) {
    this.meter.record('ttl', byteLength(key));
    const e = this.live(key);
    if (!e) return -2;
    if (e.expiresAt === undefined) return -1;
    return Math.max(0, Math.ceil((e.expiresAt - this.now()) / 1000));
  }

  /**
   * The figures Redis INFO gives, measured on this store: keys and the
   * UTF-8 bytes of their names and values (no allocator overhead), calls per
   * command, hits and misses, expirations, traffic. No port, no persistence,
   * one client (this process); the memory limit is the process's heap limit.
   */
  async stats(): Promise<KvStats> {
    this.meter.record('info', 0);
    this.sweep();
    const now = this.now();
    let memory = 0;
    let expires = 0;
    let ttlSum = 0;
    for (const [k, e] of this.map) {
      memory += byteLength(k) + byteLength(e.value);
      if (e.expiresAt !== undefined) {
        expires++;
        ttlSum += e.expiresAt - now;
      }
    }
    this.peakMemory = Math.max(this.peakMemory, memory);
    const uptime = Math.floor((now - this.startedAt) / 1000);
    const heapLimit = getHeapStatistics().heap_size_limit;
    const cpu = process.cpuUsage();
    const rates = this.meter.rates();
    const m = this.meter;
    const info: Record<string, string> = {
      redis_version: 'in-process',
      redis_mode: 'standalone',
      os: `${process.platform} ${release()} ${process.arch}`,
      arch_bits: /64/.test(process.arch) ? '64' : '32',
      node_version: process.version,
      process_id: String(process.pid),
      tcp_port: '0',
      uptime_in_seconds: String(uptime),
      uptime_in_days: String(Math.floor(uptime / 86_400)),
      connected_clients: '1',
      used_memory: String(memory),
      used_memory_human: humanBytes(memory),
      used_memory_peak: String(this.peakMemory),
      used_memory_peak_human: humanBytes(this.peakMemory),
      total_system_memory: String(totalmem()),
      total_system_memory_human: humanBytes(totalmem()),
      free_system_memory_human: humanBytes(freemem()),
      maxmemory: String(heapLimit),
      maxmemory_human: humanBytes(heapLimit),
      maxmemory_policy: 'noeviction',
      aof_enabled: '0',
      rdb_bgsave_in_progress: '0',
      rdb_last_bgsave_status: 'none',
      total_commands_processed: String(m.totalCalls),
      instantaneous_ops_per_sec: String(rates.opsPerSec),
      total_net_input_bytes: String(m.totalIn),
      total_net_output_bytes: String(m.totalOut),
      instantaneous_input_kbps: rates.inputKbps.toFixed(2),
      instantaneous_output_kbps: rates.outputKbps.toFixed(2),
      keyspace_hits: String(m.hits),
      keyspace_misses: String(m.misses),
      expired_keys: String(m.expired),
      evicted_keys: '0',
      used_cpu_sys: (cpu.system / 1e6).toFixed(6),
      used_cpu_user: (cpu.user / 1e6).toFixed(6),
      used_cpu_sys_children: '0.000000',
      used_cpu_user_children: '0.000000',
      db0: `keys=${this.map.size},expires=${expires},avg_ttl=${
        expires ? Math.round(ttlSum / expires) : 0
      }`,
    };
    return {
      info,
      dbSize: this.map.size,
      commandStats: this.meter.commandStats(),
    };
  }

  async close() {
    clearInterval(this.sweeper);
    this.map.clear();
  }
}
