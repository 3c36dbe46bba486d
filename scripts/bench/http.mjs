// A bounded HTTP load loop on loopback: `clients` concurrent keep-alive
// clients for `seconds` (and at most `maxRequests`), reporting req/s and latency.
export async function load({
  url,
  headers = {},
  clients = 10,
  seconds = 5,
  maxRequests = 200_000,
}) {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  async function client() {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers });
        const body = await res.json();
        if (res.status !== 200 || body.code !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}
