/** Cache monitor and cache list (/monitor/cache; contract §3.7). */
import type { FastifyInstance } from 'fastify';

export default async function cacheRoutes(_app: FastifyInstance) {}
