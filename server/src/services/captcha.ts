import { randomUUID } from 'node:crypto';
import type { Kv } from '../kv/index.js';
import type { ConfigService } from './config.js';
import { captchaText, renderCaptcha } from './infra/captcha-image.js';
import { ServiceError } from '../errors.js';
import { keepInSlot } from './infra/issue-slots.js';

export const CAPTCHA_PREFIX = 'captcha_codes:';
export const CAPTCHA_TTL_SECONDS = 2 * 60;

export class CaptchaService {
  constructor(
    private readonly kv: Kv,
    private readonly config: ConfigService,
    /** CAPTCHA_ENABLED: false turns the captcha off whatever the parameter says. */
    private readonly enabledByEnv: boolean,
    /** Answers kept at once, all clients together; a new one replaces the oldest. */
    private readonly slots: number,
  ) {}

  /** CAPTCHA_ENABLED and the `sys.account.captchaEnabled` parameter. */
  async isEnabled(): Promise<boolean> {
    if (!this.enabledByEnv) return false;
    return this.config.getBool('sys.account.captchaEnabled', true);
  }

  /**
   * A four-character captcha; the answer is kept 2 minutes under
   * captcha_codes:<uuid>, or until `slots` newer ones were handed out.
   */
  async create(): Promise<{ uuid: string; img: string }> {
    const text = captchaText();
    const uuid = randomUUID().replace(/-/g, '');
    const ring = { kind: 'captcha', prefix: CAPTCHA_PREFIX, slots: this.slots };
    await keepInSlot(this.kv, ring, uuid, text, CAPTCHA_TTL_SECONDS);
    return { uuid, img: renderCaptcha(text).toString('base64') };
  }

  /** Throws captcha.expired / captcha.error; the answer is deleted on first check. */
  async check(
    code: string | undefined,
    uuid: string | undefined,
  ): Promise<void> {
    const key = CAPTCHA_PREFIX + (uuid ?? '');
    const answer = uuid ? await this.kv.get(key) : null;
    if (uuid) await this.kv.del(key);
    if (answer === null) throw new ServiceError(500, 'captcha.expired');
    if (!code || code.trim().toLowerCase() !== answer.toLowerCase()) {
      throw new ServiceError(500, 'captcha.error');
    }
  }
}
