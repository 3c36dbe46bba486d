import { randomBytes } from 'node:crypto';
import type { Kv } from '../kv/index.js';
import type { AppRepositories } from '../repositories/index.js';
import type { CaptchaService } from './captcha.js';
import {
  normalizeEnquiry,
  validateEnquiry,
  type EnquiryField,
  type EnquiryValues,
  type FieldError,
} from './enquiry-rules.js';
import { ServiceError } from '../errors.js';
import type { EnquiryMail } from './enquiry-mail.js';
import { keepInSlot } from './infra/issue-slots.js';
import { clientKey, normalizeIp } from './infra/ip.js';

export const FORM_PREFIX = 'site_form:';
export const RATE_PREFIX = 'site_contact:';
/** A form stays valid for 2 hours after it was shown. */
export const FORM_TTL_SECONDS = 2 * 60 * 60;
/** Sooner than this after the form was shown, no person has filled it in. */
export const MIN_FILL_SECONDS = 3;
export const RATE_WINDOW_SECONDS = 10 * 60;

export interface EnquiryBody extends Partial<Record<EnquiryField, string>> {
  formToken?: string;
  /** Honeypot: hidden from people, filled in by form robots. */
  homepage?: string;
  code?: string;
  uuid?: string;
}

/** Raised when fields are invalid: first message plus one per field. */
export class EnquiryInvalidError extends Error {
  constructor(readonly errors: Partial<Record<EnquiryField, FieldError>>) {
    super('enquiry invalid');
    this.name = 'EnquiryInvalidError';
  }
}

/**
 * Enquiries from the public contact form: a single-use form token shown with
 * the form (minimum fill time, expiry), a honeypot field, the captcha when it
 * is on, a per-IP limit, the choice among the enabled consulting items; then
 * the row is stored at once with its item and department, and its mails are
 * queued in the same transaction (never waiting for SMTP).
 */
export class EnquiryService {
  constructor(
    private readonly kv: Kv,
    private readonly repos: AppRepositories,
    private readonly captcha: CaptchaService,
    /** Submissions per IP per RATE_WINDOW_SECONDS. */
    private readonly ratePerWindow: number,
    /** Form tokens kept at once, all visitors together; a new one replaces the oldest. */
    private readonly slots: number,
  ) {}

  /**
   * A new form: its token is valid once, from MIN_FILL_SECONDS on, until
   * FORM_TTL_SECONDS have passed or `slots` newer forms were handed out.
   */
  async newForm(): Promise<string> {
    const token = randomBytes(18).toString('base64url');
    const ring = {
      kind: 'contact_form',
      prefix: FORM_PREFIX,
      slots: this.slots,
    };
    await keepInSlot(this.kv, ring, token, '1', FORM_TTL_SECONDS);
    return token;
  }

  /** The names of the consulting items the form offers, in order. */
  async items(): Promise<string[]> {
    const items = await this.repos.consultingItems.enabled();
    return items.map((i) => i.itemName);
  }

  /** Counts the attempt; throws 429 with the minutes to wait past the limit. */
  private async limit(ip: string): Promise<void> {
    const key = RATE_PREFIX + clientKey(ip);
    const n = await this.kv.incr(key);
    if (n === 1) await this.kv.expire(key, RATE_WINDOW_SECONDS);
    if (n > this.ratePerWindow) {
      const ttl = await this.kv.ttl(key);
      const seconds = ttl > 0 ? ttl : RATE_WINDOW_SECONDS;
      throw new ServiceError(429, 'website.contact.rateLimited', {
        minutes: Math.max(1, Math.ceil(seconds / 60)),
      });
    }
  }

  /**
   * Checks everything, stores the enquiry and queues its mails (`mail`);
   * returns its id.
   */
  async submit(
    body: EnquiryBody,
    ip: string,
    mail: EnquiryMail,
  ): Promise<number> {
    await this.limit(ip);
    if (body.homepage) {
      throw new ServiceError(500, 'website.contact.rejected');
    }
    const values: EnquiryValues = normalizeEnquiry(body);
    const items = await this.repos.consultingItems.enabled();
    const errors = validateEnquiry(
      values,
      items.map((i) => i.itemName),
    );
    if (Object.keys(errors).length) throw new EnquiryInvalidError(errors);

    const key = FORM_PREFIX + (body.formToken ?? '');
    const ttl = body.formToken ? await this.kv.ttl(key) : -2;
    if (ttl < 0) throw new ServiceError(500, 'website.contact.formExpired');
    if (FORM_TTL_SECONDS - ttl < MIN_FILL_SECONDS) {
      throw new ServiceError(500, 'website.contact.tooFast');
    }
    if (await this.captcha.isEnabled()) {
      await this.captcha.check(body.code, body.uuid);
    }
    // Single use: of two sends with one token, only one gets it.
    if ((await this.kv.del(key)) === 0) {
      throw new ServiceError(500, 'website.contact.formExpired');
    }
    const item = items.find((i) => i.itemName === values.consultingItem)!;
    const settings = await mail.settings();
    const contactId = await this.repos.transaction(async (repos, tx) => {
      const stored = await repos.website.insertContact({
        ...values,
        ip: normalizeIp(ip),
        itemId: item.itemId,
        deptId: item.deptId,
      });
      const arrived = { ...values, ...stored, itemId: item.itemId };
      await mail.queue(repos, tx, arrived, settings);
      return stored.contactId;
    });
    mail.wake();
    return contactId;
  }
}
