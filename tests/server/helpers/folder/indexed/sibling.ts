import type { FastifyInstance } from 'fastify';

export default async function sibling(app: FastifyInstance) {
  app.get('/sibling', async () => 'sibling');
}
