/**
 * The public site's own address (`scheme://host[:port]`), for every link the
 * server gives out to be followed from elsewhere: canonical links, og:url,
 * sitemap.xml, robots.txt's Sitemap line, links in mail. It comes from
 * parameter `sys.site.baseUrl`, else env PUBLIC_BASE_URL, else
 * `http://localhost:<PORT>`; never from a request, whose Host header is
 * whatever the client sent.
 */
/** The parameter holding the public base URL (empty: the fallbacks). */
export const BASE_URL_KEY = 'sys.site.baseUrl';

/** PORT's default in server.ts. */
const DEFAULT_PORT = 8080;

/**
 * `scheme://host[:port]` of an absolute http(s) URL with nothing after the
 * host but one optional trailing slash (no path, query, fragment or user);
 * undefined for anything else. The scheme and host come back lower-case and
 * a default port is dropped (`HTTPS://Example.com:443/` →
 * `https://example.com`).
 */
export function parseBaseUrl(value: string): string | undefined {
  const text = value.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^\s/\\?#@]+$/i.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * The address used while the parameter is empty: PUBLIC_BASE_URL when it is
 * such a URL (an invalid one is ignored), else `http://localhost:<PORT>`.
 */
export function fallbackOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = parseBaseUrl(env.PUBLIC_BASE_URL ?? '');
  if (fromEnv) return fromEnv;
  const port = Number.parseInt(env.PORT ?? '', 10);
  return `http://localhost:${Number.isFinite(port) && port > 0 ? port : DEFAULT_PORT}`;
}

/** Where parameters are read (the business ConfigService). */
export interface ParameterSource {
  get(key: string): Promise<string | undefined>;
}

/**
 * The public origin now: read through the parameter cache on every call, so
 * a saved change (which evicts the cached value) applies at once.
 */
export async function publicOrigin(config: ParameterSource): Promise<string> {
  return (
    parseBaseUrl((await config.get(BASE_URL_KEY)) ?? '') ?? fallbackOrigin()
  );
}
