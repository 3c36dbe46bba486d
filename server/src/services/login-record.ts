/**
 * What the login log and the online list keep about a sign-in: the client's
 * address, place, browser and OS, and the log's message. The texts the server
 * writes itself (the message, "Intranet IP", an unknown browser) are kept as
 * message keys with their parameters, so every reader sees them in their own
 * language, whatever language the client signed in with.
 */
import {
  translate,
  type MessageKey,
  type MessageParams,
} from '../i18n/index.js';
import type { TextKeys } from '../i18n/stored-text.js';
import type { LogininforInput } from '../repositories/logininfor.js';
import { ipLocationKey, normalizeIp } from './infra/ip.js';
import { parseUserAgent, UNKNOWN_CLIENT } from './infra/user-agent.js';
import { keep, type WrittenTexts } from './stored-text.js';

export interface ClientPlace {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  textKeys: TextKeys;
}

/** The client's address, place, browser and OS, with their keyed texts. */
export function clientPlace(ip: string, userAgent?: string): ClientPlace {
  const ipaddr = normalizeIp(ip);
  const location = keep(ipLocationKey(ipaddr));
  const { browser, os } = parseUserAgent(userAgent);
  const textKeys: TextKeys = { loginLocation: location.keyed };
  const unknown = keep('client.unknown').keyed;
  if (browser === UNKNOWN_CLIENT) textKeys.browser = unknown;
  if (os === UNKNOWN_CLIENT) textKeys.os = unknown;
  return { ipaddr, loginLocation: location.text, browser, os, textKeys };
}

/** A login log row; its message is kept as `msgKey` with its parameters. */
export function loginRecord(
  userName: string,
  status: '0' | '1',
  client: { ip: string; userAgent?: string },
  msgKey: MessageKey,
  params?: MessageParams,
): LogininforInput {
  const { textKeys, ...place } = clientPlace(client.ip, client.userAgent);
  const msg = keep(msgKey, params);
  return {
    userName,
    status,
    ...place,
    msg: msg.text,
    textKeys: { ...textKeys, msg: msg.keyed },
  };
}

const byEnglish = (...keys: MessageKey[]) =>
  Object.fromEntries(keys.map((k) => [translate('en', k), k]));
const PLACES = byEnglish('location.intranet', 'location.unknown');
const CLIENTS = { [UNKNOWN_CLIENT]: 'client.unknown' } as const;

/**
 * The places and clients the server wrote in English before rows kept keys
 * ('Intranet IP', 'Unknown'): lists show them in the reader's language too.
 */
export const WRITTEN_CLIENT_TEXTS: WrittenTexts = {
  loginLocation: PLACES,
  operLocation: PLACES,
  browser: CLIENTS,
  os: CLIENTS,
};
