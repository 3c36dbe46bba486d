/**
 * The demo quarter's enquiries: a few a working day (more since the new
 * scanner was announced, a little more each month), fewer at weekends,
 * mostly in office hours; older ones handled, the last days' partly open.
 */
import type { LocalTime, Random } from './random.js';
import {
  ADDRESSES,
  COMPANIES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  HANDLED_REMARKS,
  ITEM_WEIGHTS,
  messageOf,
} from './texts.js';

export interface DemoEnquiry {
  companyName: string;
  contactName: string;
  nameReading: string;
  phone: string;
  email: string;
  postalCode: string;
  address: string;
  consultingItem: string;
  consultingContent: string;
  handled: '0' | '1';
  ip: string;
  createTime: string;
  /** Handled: when and by whom, with staff's remark. */
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

/** Minutes after midnight an enquiry comes in: mostly 9:00–18:00. */
const HOURS: Record<string, number> = {
  '7': 1,
  '8': 3,
  '9': 8,
  '10': 12,
  '11': 11,
  '12': 6,
  '13': 10,
  '14': 12,
  '15': 11,
  '16': 10,
  '17': 8,
  '18': 5,
  '19': 3,
  '20': 3,
  '21': 2,
  '22': 1,
};

/** Enquiries expected on a day `age` days before first start. */
function expected(age: number, weekday: number, days: number): number {
  const weekend = weekday === 0 || weekday === 6;
  const growth = 0.8 + 0.4 * (1 - age / days);
  const launch = age >= 34 && age <= 40 ? 1.8 : 1;
  return (weekend ? 0.8 : 3.6) * growth * launch;
}

/** Share handled of enquiries `age` days old. */
function handledShare(age: number): number {
  if (age >= 7) return 0.95;
  if (age >= 2) return 0.7;
  return age === 1 ? 0.4 : 0.1;
}

function phoneOf(random: Random): string {
  const area = random.pick(['03', '06', '052', '092', '011', '045']);
  const local = area.length === 2 ? 4 : 3;
  const digits = (n: number) =>
    Array.from({ length: n }, () => random.int(0, 9)).join('');
  return random.chance(0.3)
    ? `090-${digits(4)}-${digits(4)}`
    : `${area}-${digits(local)}-${digits(4)}`;
}

function enquiryAt(
  at: LocalTime,
  age: number,
  now: LocalTime,
  random: Random,
): DemoEnquiry {
  const [family, familyReading, latin] = random.pick(FAMILY_NAMES);
  const [given, givenReading] = random.pick(GIVEN_NAMES);
  const [companyName, domain] = random.pick(COMPANIES);
  const [postalCode, address] = random.pick(ADDRESSES);
  const item = random.weighted(ITEM_WEIGHTS);
  const local = companyName
    ? `${latin}${random.chance(0.5) ? '' : random.int(1, 9)}`
    : `${latin}.${random.int(10, 99)}`;
  const handled = random.chance(handledShare(age));
  const answered = at.plusMinutes(random.int(20, 24 * 60));
  const answeredAt = answered.isBefore(now) ? answered : now;
  return {
    companyName,
    contactName: `${family} ${given}`,
    nameReading: `${familyReading} ${givenReading}`,
    phone: phoneOf(random),
    email: `${local}@${domain}`,
    postalCode,
    address,
    consultingItem: item,
    consultingContent: messageOf(item, random.pick),
    handled: handled ? '1' : '0',
    ip: `203.0.113.${random.int(1, 254)}`,
    createTime: at.toString(),
    updateBy: handled ? random.pick(['ry', 'ry', 'admin']) : '',
    updateTime: handled ? answeredAt.toString() : null,
    remark: handled ? random.pick(HANDLED_REMARKS) : null,
  };
}

/** The enquiries of the `days` days up to `now`, oldest first. */
export function demoEnquiries(
  now: LocalTime,
  days: number,
  random: Random,
): DemoEnquiry[] {
  const rows: DemoEnquiry[] = [];
  for (let age = days - 1; age >= 0; age--) {
    const day = now.dayStart(age);
    const times = Array.from(
      { length: random.count(expected(age, day.weekday, days)) },
      () =>
        day.plusMinutes(
          Number(random.weighted(HOURS)) * 60 + random.int(0, 59),
        ),
    )
      .filter((at) => at.isBefore(now))
      .sort((a, b) => (a.isBefore(b) ? -1 : 1));
    for (const at of times) rows.push(enquiryAt(at, age, now, random));
  }
  return rows;
}
