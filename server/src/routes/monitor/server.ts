/** Server monitor (/monitor/server; contract §3.6). */
import type { FastifyInstance } from 'fastify';

export default async function serverRoutes(_app: FastifyInstance) {}
