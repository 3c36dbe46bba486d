import fp from 'fastify-plugin';

/** Registered after a-first, which it names as a dependency. */
export default fp(
  async (app) => {
    app.get('/order', async () => (app as unknown as { seen: string[] }).seen);
  },
  { name: 'second', dependencies: ['first-late'] },
);
