/** Dashboard figures and charts (/dashboard/*), under the viewer's data scope. */
import type { FastifyInstance } from 'fastify';

export default async function dashboardRoutes(_app: FastifyInstance) {}
