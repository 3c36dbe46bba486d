import fp from 'fastify-plugin';

/** Later by name than b-second, yet registered before it. */
export default fp(
  async (app) => {
    app.decorate('seen', ['first-late']);
  },
  { name: 'first-late' },
);
