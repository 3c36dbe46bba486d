import type { FastifyInstance } from 'fastify';

/** The folder's one plugin: its sibling is not loaded by itself. */
export default async function indexed(app: FastifyInstance) {
  app.get('/indexed', async () => 'index');
}
