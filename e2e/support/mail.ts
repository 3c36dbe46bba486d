/**
 * Mail in the journeys: a real SMTP server on 127.0.0.1 (the one the server
 * tests use) that the journey starts, the server's settings pointed at it
 * through the API, and enquiries sent through the public form's API.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  startSmtp,
  type ReceivedMail,
  type TestSmtp,
} from '../../tests/server/helpers/smtp';
import { apiAs, expect } from './fixtures';

export type { ReceivedMail };

/** The test's SMTP server, with the mails that reached one address. */
export interface Mailbox extends TestSmtp {
  to(address: string): ReceivedMail[];
}

export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startSmtp();
  return Object.assign(smtp, {
    to: (address: string) =>
      smtp.mails.filter((m) => m.envelope.to.includes(address)),
  });
}

/** Points the server's SMTP settings at `mailbox` (no TLS, no sign-in). */
export async function sendMailTo(
  request: APIRequestContext,
  mailbox: Pick<TestSmtp, 'port'>,
  sender = 'info@example.co.jp',
  senderName = '株式会社サンプル',
) {
  const headers = await apiAs(request, 'admin');
  const now = (await (
    await request.get('/system/mail/setting', { headers })
  ).json()) as { data: { version: number } };
  const res = (await (
    await request.put('/system/mail/setting', {
      headers,
      data: {
        host: '127.0.0.1',
        port: mailbox.port,
        tlsMode: 'none',
        username: '',
        sender,
        senderName,
        version: now.data.version,
      },
    })
  ).json()) as { code: number; msg: string };
  expect(res, res.msg).toMatchObject({ code: 200 });
}

/**
 * Sends an enquiry through the public form's API (about its first item) and
 * answers its id; the form refuses a send within its minimum fill time, so
 * it tries until taken.
 */
export async function sendEnquiry(
  request: APIRequestContext,
  fields: Record<string, string>,
): Promise<number> {
  const form = await (await request.get('/website/contact/form')).json();
  const body = {
    formToken: form.data.formToken as string,
    phone: '03-1234-5678',
    consultingItem: form.data.consultingItems[0] as string,
    ...fields,
  };
  let contactId = 0;
  await expect(async () => {
    const res = (await (
      await request.post('/website/contact', { data: body })
    ).json()) as { code: number; data?: { contactId: number } };
    expect(res.code).toBe(200);
    contactId = res.data!.contactId;
  }).toPass({ intervals: [1_000], timeout: 30_000 });
  return contactId;
}
