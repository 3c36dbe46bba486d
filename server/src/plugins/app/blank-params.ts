import fp from 'fastify-plugin';

/** A copy of `fields` without the keys whose value is ''. */
function withoutBlanks(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== '') out[key] = value;
  }
  return out;
}

/**
 * Request parameters bound as RuoYi's Spring controllers bind them: an empty
 * query-string or form field (`?deptId=&userName=`) is a filter left out,
 * not a value to validate (Spring binds '' to null for numbers and RuoYi's
 * mappers skip '' strings). Runs before schema validation; JSON bodies are
 * left alone (their schemas say what '' means).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (req.query && typeof req.query === 'object') {
        req.query = withoutBlanks(req.query as Record<string, unknown>);
      }
      const type = req.headers['content-type'] ?? '';
      if (
        type.startsWith('application/x-www-form-urlencoded') &&
        req.body &&
        typeof req.body === 'object'
      ) {
        req.body = withoutBlanks(req.body as Record<string, unknown>);
      }
    });
  },
  { name: 'blank-params' },
);
