import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AjaxResult } from '../../schemas/common.js';

/** Contract §2.9 (the part the SPA needs at start). */
export default async function configRoutes(app: FastifyInstance) {
  app.get<{ Params: { configKey: string } }>(
    '/system/config/configKey/:configKey',
    {
      schema: {
        params: Type.Object({ configKey: Type.String({ maxLength: 100 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      const value = await app.services.config.get(req.params.configKey);
      return { code: 200, msg: value ?? '' };
    },
  );
}
