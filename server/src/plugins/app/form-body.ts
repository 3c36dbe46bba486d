import { parse } from 'node:querystring';
import fp from 'fastify-plugin';

/**
 * `application/x-www-form-urlencoded` bodies (the list exports), parsed like
 * query strings: flat keys such as `params[beginTime]`, repeated keys as
 * arrays. Route schemas then validate and coerce them like querystrings.
 */
export default fp(
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, { ...parse(body as string) });
      },
    );
  },
  { name: 'form-body' },
);
