/**
 * The demo quarter's back-office activity: the seeded staff (ry, the
 * website editor, nearly every working day; admin now and then) sign in,
 * now and then mistype their password first, work through enquiries and
 * copy, and sometimes sign out; each edit is an operation log row as the
 * server writes one.
 */
import type { MessageKey } from '../../i18n/index.js';
import type { TextKeys } from '../../i18n/stored-text.js';
import { ipLocationKey } from '../infra/ip.js';
import { loginRecord } from '../login-record.js';
import { keep } from '../stored-text.js';
import type { LocalTime, Random } from './random.js';

export interface DemoSignIn {
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  /** The server's own texts as message keys, shown in the reader's language. */
  textKeys: string;
  loginTime: string;
}

export interface DemoOperation {
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  operName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  costTime: number;
  operTime: string;
  textKeys: string;
}

export interface DemoActivity {
  signIns: DemoSignIn[];
  operations: DemoOperation[];
}

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];

interface Staff {
  userName: string;
  /**
   * Sign-ins a working day: at least `daily`, plus `extra` expected (a
   * second session after lunch, say); the chance of one at a weekend.
   */
  daily: number;
  extra: number;
  weekendChance: number;
  /** `module:business type` → how often, of what they do. */
  operations: Record<string, number>;
  /** Operations expected a session. */
  perSession: number;
}

/** Who works here: how often a working day they sign in, and what they do. */
const STAFF: Staff[] = [
  {
    userName: 'ry',
    daily: 1,
    extra: 0.6,
    weekendChance: 0.1,
    operations: {
      'Copy record:2': 26,
      'Copy record:1': 9,
      'Enquiry:2': 24,
      'Product:2': 14,
      'Navigation:2': 5,
      'Notice:1': 3,
    },
    perSession: 4,
  },
  {
    userName: 'admin',
    daily: 0,
    extra: 0.7,
    weekendChance: 0.05,
    operations: {
      'Enquiry:5': 4,
      'User:2': 4,
      'Parameter:2': 2,
      'Notice:1': 3,
      'Notice:2': 2,
    },
    perSession: 1.5,
  },
];

/** Where each module's edits go (the routes' own URLs). */
const URLS: Record<string, string> = {
  'Copy record': '/project/record',
  Enquiry: '/project/contacts',
  Product: '/project/product',
  Navigation: '/project/navigation',
  Notice: '/system/notice',
  User: '/system/user',
  Parameter: '/system/config',
};

const REQUEST_METHODS: Record<number, string> = {
  1: 'POST',
  2: 'PUT',
  5: 'POST',
};

function operationAt(
  at: LocalTime,
  userName: string,
  ip: string,
  kind: string,
  random: Random,
): DemoOperation {
  const [title, type] = kind.split(':') as [string, string];
  const businessType = Number(type);
  const base = URLS[title]!;
  const url =
    businessType === 5
      ? `${base}/export`
      : title === 'Enquiry'
        ? `${base}/handled`
        : base;
  const requestMethod = REQUEST_METHODS[businessType]!;
  const ok = keep('common.success').text;
  const place = keep(ipLocationKey(ip));
  const textKeys: TextKeys = { operLocation: place.keyed };
  return {
    title,
    businessType,
    method: `${requestMethod} ${url}`,
    requestMethod,
    operName: userName,
    operUrl: url,
    operIp: ip,
    operLocation: place.text,
    operParam:
      businessType === 5 ? '{}' : JSON.stringify({ id: random.int(1, 40) }),
    jsonResult:
      businessType === 5 ? '' : JSON.stringify({ msg: ok, code: 200 }),
    costTime: random.int(6, 160),
    operTime: at.toString(),
    textKeys: JSON.stringify(textKeys),
  };
}

/** The sign-ins and operations of the `days` days up to `now`. */
export function demoActivity(
  now: LocalTime,
  days: number,
  random: Random,
): DemoActivity {
  const signIns: DemoSignIn[] = [];
  const operations: DemoOperation[] = [];
  for (let age = days - 1; age >= 0; age--) {
    const day = now.dayStart(age);
    const weekend = day.weekday === 0 || day.weekday === 6;
    for (const who of STAFF) {
      const sessions = weekend
        ? Number(random.chance(who.weekendChance))
        : who.daily + random.count(who.extra);
      const agent = random.pick(BROWSERS);
      for (let s = 0; s < sessions; s++) {
        // from the office (a private address) or, now and then, from home
        const ip = random.chance(0.85)
          ? `192.168.10.${random.int(20, 60)}`
          : `198.51.100.${random.int(1, 254)}`;
        // as the server writes a sign-in (its own texts kept as keys)
        const row = (at: LocalTime, status: '0' | '1', key: MessageKey) => {
          const { textKeys, ...record } = loginRecord(
            who.userName,
            status,
            { ip, userAgent: agent },
            key,
          );
          signIns.push({
            ...record,
            textKeys: JSON.stringify(textKeys),
            loginTime: at.toString(),
          });
        };
        let at = day.plusMinutes(
          random.int(8 * 60 + 30, 10 * 60) + s * random.int(180, 300),
        );
        if (!at.isBefore(now)) break;
        if (random.chance(0.06)) {
          row(at, '1', 'user.notMatch');
          at = at.plusMinutes(1);
        }
        row(at, '0', 'login.success');
        for (let n = random.count(who.perSession); n > 0; n--) {
          at = at.plusMinutes(random.int(2, 40));
          if (!at.isBefore(now)) break;
          const kind = random.weighted(who.operations);
          operations.push(operationAt(at, who.userName, ip, kind, random));
        }
        const out = at.plusMinutes(random.int(5, 90));
        if (random.chance(0.4) && out.isBefore(now)) {
          row(out, '0', 'logout.success');
        }
      }
    }
  }
  return { signIns, operations };
}
