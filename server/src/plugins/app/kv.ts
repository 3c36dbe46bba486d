import fp from 'fastify-plugin';
import { createKv, type Kv } from '../../kv/index.js';

export interface KvPluginOptions {
  redisUrl?: string;
  kv?: Kv;
}

/** Key-value store: in-process by default, Redis when REDIS_URL is set. */
export default fp<KvPluginOptions>(
  async (app, opts) => {
    const kv = opts.kv ?? createKv(opts.redisUrl);
    app.decorate('kv', kv);
    app.addHook('onClose', async () => {
      await kv.close();
    });
  },
  { name: 'kv' },
);
