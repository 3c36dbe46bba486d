/** Online users (/monitor/online; contract §3.1). */
import type { FastifyInstance } from 'fastify';

export default async function onlineRoutes(_app: FastifyInstance) {}
