import fp from 'fastify-plugin';
import { AccessCache } from '../../services/access-cache.js';
import { AuthService } from '../../services/auth.js';
import { CaptchaService } from '../../services/captcha.js';
import { ConfigService } from '../../services/config.js';
import { DataScopeService } from '../../services/data-scope.js';
import { DictService } from '../../services/dict.js';
import { EnquiryService } from '../../services/enquiry.js';
import { MailService } from '../../services/mail/index.js';
import { PermissionService } from '../../services/permission.js';
import { PublishingService } from '../../services/publishing/index.js';
import { PreviewService } from '../../services/publishing/preview.js';
import { DEFAULT_ISSUE_SLOTS } from '../../services/infra/issue-slots.js';
import { SessionService } from '../../services/infra/session.js';
import { resolveTokenSecret } from '../../services/infra/token.js';
import { WebsiteService } from '../../services/website.js';
import { PublicImages } from '../../services/media/public-images.js';

export interface ServicesPluginOptions {
  /** TOKEN_SECRET; else the install's secret kept in the database. */
  tokenSecret?: string;
  /** DATA_DIR: a secret file kept there before the database held it is taken over. */
  dataDir?: string;
  /** Captcha answers, and contact form tokens, kept at once (oldest replaced first). */
  issueSlots?: number;
  /** MAIL_POLL_MS: how often the mail worker looks for due mail unwoken. */
  mailPollMs?: number;
}

/**
 * Business services over repositories and kv (captcha switch and contact
 * limit from app.appOptions).
 */
export default fp<ServicesPluginOptions>(
  async (app, opts) => {
    const { captchaEnabled, contactRateLimit } = app.appOptions;
    const issueSlots = opts.issueSlots ?? DEFAULT_ISSUE_SLOTS;
    const tokenSecret = await resolveTokenSecret(
      opts.tokenSecret,
      app.db,
      opts.dataDir,
    );
    const config = new ConfigService(app.kv, app.repos);
    const sessions = new SessionService(app.kv, tokenSecret);
    const captcha = new CaptchaService(
      app.kv,
      config,
      captchaEnabled,
      issueSlots,
    );
    const access = new AccessCache(app.kv);
    const unfollow = await access.follow(app.db);
    app.addHook('onClose', async () => unfollow());
    const permissions = new PermissionService(app.repos, access);
    const auth = new AuthService(
      app.kv,
      app.repos,
      config,
      captcha,
      sessions,
      permissions,
    );
    const website = new WebsiteService(
      app.repos.website,
      app.repos.recordViews,
      app.kv,
      new PublicImages(app.db),
    );
    const enquiries = new EnquiryService(
      app.kv,
      app.repos,
      captcha,
      contactRateLimit,
      issueSlots,
    );
    const dataScope = new DataScopeService(app.repos, access);
    const dict = new DictService(app.kv, app.repos);
    const publishing = new PublishingService(app.repos, app.db);
    const previews = new PreviewService(app.repos, app.db, app.kv, config);
    const mail = new MailService({
      db: app.db,
      repos: app.repos,
      config,
      tokenSecret,
      log: app.log,
      pollMs: opts.mailPollMs,
    });
    app.addHook('onReady', async () => mail.start());
    app.addHook('onClose', () => mail.stop());
    app.decorate('services', {
      access,
      dataScope,
      publishing,
      previews,
      config,
      dict,
      sessions,
      captcha,
      permissions,
      auth,
      website,
      enquiries,
      mail,
    });
  },
  { name: 'services', dependencies: ['db', 'kv'] },
);
