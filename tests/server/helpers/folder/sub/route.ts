import type { FastifyInstance } from 'fastify';

export const autoPrefix = '/prefixed';

export default async function subRoutes(app: FastifyInstance) {
  app.get('/sub', async () => 'sub');
}
