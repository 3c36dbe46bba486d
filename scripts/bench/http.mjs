// A bounded HTTP load on loopback with autocannon (the load generator
// Fastify's own benchmarks use, fast enough not to be the bottleneck):
// `clients` concurrent keep-alive connections for `seconds` (and at most
// `maxRequests`), reporting req/s and latency. A reply counts as an error
// unless it is HTTP 200 with the API's `"code":200`. With `pathOf`, the
// n-th request (from 0, across clients) asks for `pathOf(n)` instead.
import autocannon from 'autocannon';

const OK_BODY = /^\{"code":200[,}]/;

export async function load({
  url,
  headers = {},
  clients = 10,
  seconds = 5,
  maxRequests = 200_000,
  pathOf,
}) {
  let refused = 0;
  let sent = 0;
  const result = await autocannon({
    url,
    headers,
    connections: clients,
    duration: seconds,
    maxOverallRequests: maxRequests,
    requests: [
      {
        ...(pathOf && {
          setupRequest: (req) => ({ ...req, path: pathOf(sent++) }),
        }),
        onResponse(status, body) {
          if (status !== 200 || !OK_BODY.test(body)) refused += 1;
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    requests,
    errors: refused + result.errors + result.timeouts,
    rps: requests / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Signs `username` in (the seeded password) and returns the request headers
 * that carry the token; throws with the server's message when refused.
 */
export async function signIn(base, username = 'admin', password = 'admin123') {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (body.code !== 200)
    throw new Error(`sign-in of ${username} failed: ${body.msg}`);
  return { authorization: `Bearer ${body.token}` };
}
