/** Data monitor (/monitor/data): database health and the slowest queries seen. */
import type { FastifyInstance } from 'fastify';

export default async function dataMonitorRoutes(_app: FastifyInstance) {}
