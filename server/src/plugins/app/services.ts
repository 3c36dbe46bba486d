import fp from 'fastify-plugin';
import { AuthService } from '../../services/auth.js';
import { CaptchaService } from '../../services/captcha.js';
import { ConfigService } from '../../services/config.js';
import { DataScopeService } from '../../services/data-scope.js';
import { DictService } from '../../services/dict.js';
import { EnquiryService } from '../../services/enquiry.js';
import { PermissionService } from '../../services/permission.js';
import { SessionService } from '../../services/infra/session.js';
import { WebsiteService } from '../../services/website.js';

export interface ServicesPluginOptions {
  tokenSecret: string;
  captchaEnabled: boolean;
  /** Enquiries per IP per 10 minutes (public contact form). */
  contactRateLimit: number;
  /** Captcha answers, and contact form tokens, kept at once (oldest replaced first). */
  issueSlots: number;
}

/** Business services over repositories and kv. */
export default fp<ServicesPluginOptions>(
  async (app, opts) => {
    const config = new ConfigService(app.kv, app.repos);
    const sessions = new SessionService(app.kv, opts.tokenSecret);
    const captcha = new CaptchaService(
      app.kv,
      config,
      opts.captchaEnabled,
      opts.issueSlots,
    );
    const permissions = new PermissionService(app.repos);
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
    );
    const enquiries = new EnquiryService(
      app.kv,
      app.repos.website,
      captcha,
      opts.contactRateLimit,
      opts.issueSlots,
    );
    const dataScope = new DataScopeService(app.repos);
    const dict = new DictService(app.kv, app.repos);
    app.decorate('services', {
      dataScope,
      config,
      dict,
      sessions,
      captcha,
      permissions,
      auth,
      website,
      enquiries,
    });
  },
  { name: 'services', dependencies: ['db', 'kv'] },
);
