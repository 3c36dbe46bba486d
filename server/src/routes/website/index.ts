// Route schemas carry OpenAPI tags and summaries (@fastify/swagger's types).
import type {} from '@fastify/swagger';
import websiteContactRoutes from './contact.js';
import websiteContactTermsRoutes from './contact-terms.js';
import websiteContentRoutes from './content.js';
import websiteFileRoutes from './files.js';
import { registerHttpCache } from './http-cache.js';
import websitePostalRoutes from './postal.js';
import type { RouteApp } from '../lib/route-app.js';

/** Registered under `/website` (plugins/folder.ts). */
export const autoPrefix = '/website';

/** The public site's API under `/website`: no token needed. */
export default async function websiteRoutes(app: RouteApp) {
  registerHttpCache(app);
  await app.register(websiteContentRoutes);
  await app.register(websiteContactRoutes);
  await app.register(websiteContactTermsRoutes);
  await app.register(websitePostalRoutes);
  await app.register(websiteFileRoutes);
}
