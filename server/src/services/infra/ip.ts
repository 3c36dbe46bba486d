import { isIP } from 'node:net';
import { translate } from '../../i18n/index.js';

function ipv4ToInt(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const v = Number(p);
    if (v > 255) return undefined;
    n = n * 256 + v;
  }
  return n;
}

/** '::ffff:127.0.0.1' → '127.0.0.1'. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip;
}

function matchOne(ip: string, pattern: string): boolean {
  if (!pattern) return false;
  if (pattern.includes('/')) {
    const [base, bitsText] = pattern.split('/');
    const bits = Number(bitsText);
    const a = ipv4ToInt(ip);
    const b = ipv4ToInt(base);
    if (a === undefined || b === undefined) return false;
    if (!Number.isInteger(bits) || bits < 0 || bits > 32) return false;
    if (bits === 0) return true;
    const mask = (0xffffffff << (32 - bits)) >>> 0;
    return (a & mask) >>> 0 === (b & mask) >>> 0;
  }
  if (pattern.includes('*')) {
    const re = new RegExp(
      '^' +
        pattern
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[0-9a-fA-F:.]*') +
        '$',
    );
    return re.test(ip);
  }
  return ip === pattern;
}

/** `sys.login.blackIPList`: `;`-separated exact IPs, `*` wildcards, CIDR. */
export function isIpBlacklisted(ip: string, list: string | undefined): boolean {
  if (!list) return false;
  const addr = normalizeIp(ip);
  return list
    .split(';')
    .map((s) => s.trim())
    .some((p) => matchOne(addr, p));
}

/** Loopback, private, link-local and unique-local addresses. */
export function isInternalIp(ip: string): boolean {
  const addr = normalizeIp(ip);
  if (isIP(addr) === 4) {
    return [
      '127.0.0.0/8',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      '169.254.0.0/16',
    ].some((c) => matchOne(addr, c));
  }
  const v = addr.toLowerCase();
  return (
    v === '::1' ||
    v.startsWith('fc') ||
    v.startsWith('fd') ||
    v.startsWith('fe80')
  );
}

/**
 * Login location, as the message key of its text: no geo lookup service is
 * used, so only intranet is known. Rows store the key (`text_keys`, see
 * services/login-record.ts `clientPlace`) and show it in the reader's language.
 */
export function ipLocationKey(
  ip: string,
): 'location.intranet' | 'location.unknown' {
  return isInternalIp(ip) ? 'location.intranet' : 'location.unknown';
}

/**
 * The location's text as the server wrote it before rows kept keys
 * ('Intranet IP'); lists show such a stored text in the reader's language too.
 */
export function ipLocation(ip: string): string {
  return translate('en', ipLocationKey(ip));
}

/**
 * The client as limits and lockouts count it: an IPv4 address, or the /64
 * network of an IPv6 one (`2001:db8:1:2::/64`). One subscriber or host gets
 * a whole /64, so counting its addresses one by one would give it 2^64
 * fresh budgets and as many "different addresses".
 */
export function clientKey(ip: string): string {
  const addr = normalizeIp(ip);
  if (isIP(addr) !== 6) return addr;
  const [head, tail = ''] = addr.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = addr.includes('::')
    ? [
        ...left,
        ...Array<string>(8 - left.length - right.length).fill('0'),
        ...right,
      ]
    : left;
  const network = groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
  return `${network}::/64`;
}
