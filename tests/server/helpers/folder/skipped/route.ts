import type { FastifyInstance } from 'fastify';

export default async function skipped(app: FastifyInstance) {
  app.get('/skipped', async () => 'skipped');
}
