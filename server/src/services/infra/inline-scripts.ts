import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP sources for the inline scripts of the built index.html (the
 * first-screen script, inlined so the sign-in page paints in one round trip;
 * scripts/first-screen). Only these exact scripts may run inline.
 */
export function inlineScriptHashes(staticDir: string | null): string[] {
  if (!staticDir) return [];
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}
