/** Server monitor (/monitor/server). */
import type { FastifyInstance } from 'fastify';
import { AjaxData } from '../../schemas/common.js';
import { ServerInfoSchema } from '../../schemas/server-monitor.js';
import { ServerMonitor, splitUptime } from '../../services/server-info.js';

export default async function serverRoutes(app: FastifyInstance) {
  const monitor = new ServerMonitor();
  app.addHook('onClose', async () => monitor.stop());

  app.get(
    '/monitor/server',
    {
      config: { permission: 'monitor:server:list' },
      schema: { response: { 200: AjaxData(ServerInfoSchema) } },
    },
    async (req) => {
      const data = await monitor.read((seconds) =>
        req.t('monitor.server.runTime', splitUptime(seconds)),
      );
      return { code: 200, msg: req.t('common.success'), data };
    },
  );
}
