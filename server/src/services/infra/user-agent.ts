import UAParser from 'ua-parser-js';

/** The browser or OS of a client the parser cannot name. */
export const UNKNOWN_CLIENT = 'Unknown';

/** Browser and OS names as shown in the login log ('Chrome 120', 'Windows 10'). */
export function parseUserAgent(ua: string | undefined): {
  browser: string;
  os: string;
} {
  if (!ua) return { browser: UNKNOWN_CLIENT, os: UNKNOWN_CLIENT };
  const r = new UAParser(ua).getResult();
  const major = r.browser.version?.split('.')[0];
  const browser = r.browser.name
    ? `${r.browser.name}${major ? ' ' + major : ''}`
    : UNKNOWN_CLIENT;
  const os = r.os.name
    ? `${r.os.name}${r.os.version ? ' ' + r.os.version : ''}`
    : UNKNOWN_CLIENT;
  return { browser: browser.slice(0, 50), os: os.slice(0, 50) };
}
