// Route schemas carry OpenAPI tags and summaries (@fastify/swagger's types).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import websiteContactRoutes from './contact.js';
import websiteContentRoutes from './content.js';
import { registerHttpCache } from './http-cache.js';

/** The public site's API under `/website` (contract §9): no token needed. */
export default async function websiteRoutes(app: FastifyInstance) {
  registerHttpCache(app);
  await app.register(websiteContentRoutes);
  await app.register(websiteContactRoutes);
}
