import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEnquiry } from './helpers/contact-work.js';
import { staffApp, type StaffApp } from './helpers/staff-app.js';

const URL = '/dashboard/panels';

describe('the dashboard’s response time', () => {
  let s: StaffApp;

  /** An enquiry that arrived `ageHours` ago and was answered `hours` later. */
  async function answeredAfter(hours: number, ageHours: number) {
    const id = await addEnquiry(s.t.app, { status: 'answered' });
    await s.t.app.db.query(
      `UPDATE project_contact
          SET create_time = localtimestamp(0) - $2::float8 * interval '1 hour',
              answered_time = localtimestamp(0) - $2::float8 * interval '1 hour'
                              + $3::float8 * interval '1 hour'
        WHERE contact_id = $1`,
      [id, ageHours, hours],
    );
  }

  beforeAll(async () => {
    s = await staffApp();
  });
  afterAll(() => s.t.close());

  it('has no median before any enquiry is answered, against the target parameter', async () => {
    await addEnquiry(s.t.app);
    const e = (await s.admin.get(URL)).data.enquiries;
    expect(e.responseTime).toEqual({
      medianHours: null,
      answered: 0,
      targetHours: 72,
      days: 30,
    });
  });

  it('is the median hours from arrival to first answer over the enquiries answered in the last 30 days', async () => {
    // answered in the window: 2 h, 6.5 h, 10 h, 30 h → median 8.25 → 8.3
    await answeredAfter(2, 5);
    await answeredAfter(6.5, 20);
    await answeredAfter(10, 50);
    await answeredAfter(30, 24 * 20); // arrived 20 days ago
    // answered before the window (35 days ago): left out
    await answeredAfter(30, 24 * 35 + 30);
    // open ones: left out
    await addEnquiry(s.t.app, { status: 'in_progress' });
    const e = (await s.admin.get(URL)).data.enquiries;
    expect(e.responseTime).toEqual({
      medianHours: 8.3,
      answered: 4,
      targetHours: 72,
      days: 30,
    });
  });

  it('follows the target parameter', async () => {
    await s.t.app.db.query(
      `UPDATE sys_config SET config_value = '24'
        WHERE config_key = 'sys.contact.responseTargetHours'`,
    );
    await s.t.app.services.config.evict('sys.contact.responseTargetHours');
    const e = (await s.admin.get(URL)).data.enquiries;
    expect(e.responseTime).toMatchObject({ targetHours: 24, answered: 4 });
  });
});
