/** Server monitor (/monitor/server). */
import { AjaxData } from '../../schemas/common.js';
import { ServerInfoSchema } from '../../schemas/server-monitor.js';
import { ServerMonitor, splitUptime } from '../../services/server-info.js';
import type { RouteApp } from '../lib/route-app.js';

export default async function serverRoutes(app: RouteApp) {
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
