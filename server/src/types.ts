import type { SiteRenderModule } from './services/site-render/module.js';
import type { Db } from './db/index.js';
import type { Lang, MessageKey, MessageParams } from './i18n/index.js';
import type { Kv } from './kv/index.js';
import type { AppRepositories } from './repositories/index.js';
import type { AccessCache } from './services/access-cache.js';
import type { AuthService } from './services/auth.js';
import type { CaptchaService } from './services/captcha.js';
import type { ConfigService } from './services/config.js';
import type { DataScopeService } from './services/data-scope.js';
import type { DictService } from './services/dict.js';
import type { EnquiryService } from './services/enquiry.js';
import type { MailService } from './services/mail/index.js';
import type { PublishingService } from './services/publishing/index.js';
import type { PreviewService } from './services/publishing/preview.js';
import type { PermissionService } from './services/permission.js';
import type { LoginSession, SessionService } from './services/infra/session.js';
import type { WebsiteService } from './services/website.js';

export interface ResolvedOptions {
  dataDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  captchaEnabled: boolean;
  staticDir: string | null;
  /** The public site's server render when not the build's (tests). */
  siteRender?: SiteRenderModule;
  loginRateLimit: number;
  contactRateLimit: number;
}

export interface Services {
  access: AccessCache;
  config: ConfigService;
  dict: DictService;
  sessions: SessionService;
  captcha: CaptchaService;
  permissions: PermissionService;
  auth: AuthService;
  dataScope: DataScopeService;
  website: WebsiteService;
  enquiries: EnquiryService;
  publishing: PublishingService;
  previews: PreviewService;
  mail: MailService;
}

declare module 'fastify' {
  interface FastifyInstance {
    appOptions: ResolvedOptions;
    db: Db;
    kv: Kv;
    repos: AppRepositories;
    services: Services;
  }
  interface FastifyRequest {
    /** The session named by the bearer token, when valid. */
    loginUser: LoginSession | null;
    /** Language for this request's messages. */
    lang(): Lang;
    t(key: MessageKey, params?: MessageParams): string;
  }
  interface FastifyContextConfig {
    /**
     * Permission checked before the handler ('system:user:list'); several
     * separated by commas pass with any one of them ('system:role:add,system:role:edit').
     */
    permission?: string;
    /** No token needed (a valid one is still read, e.g. for the language). */
    public?: boolean;
  }
}
