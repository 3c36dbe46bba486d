/**
 * Preview links (docs/publishing.md): an address that shows the public site
 * as it will look once one draft, or every item of a release, is published.
 * The address carries a random token of 256 bits; only its SHA-256 is
 * stored. A link expires (default an hour) and can be revoked; an expired,
 * revoked or unknown token opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import type { Kv } from '../../kv/index.js';
import type { AppRepositories } from '../../repositories/index.js';
import { Lists, type PageResult } from '../../repositories/lib/lists.js';
import type { Page } from '../../repositories/lib/page.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { WebsiteRepository } from '../../repositories/website.js';
import type { ConfigService } from '../config.js';
import type { SitePaths } from '../site-render/module.js';
import { WebsiteService } from '../website.js';
import { PublicImages } from '../media/public-images.js';
import { CONTENT_KINDS, KINDS, type ContentKind } from './kinds.js';
import { overlaidDb, overlaysOf, type PreviewItem } from './preview-overlay.js';
import { itemPath } from './preview-paths.js';
import { formatSiteTime, siteTimeZone } from './site-time.js';

/** How long a link opens when no time is asked for, and at most. */
export const PREVIEW_MINUTES = 60;
export const PREVIEW_MAX_MINUTES = 7 * 24 * 60;

/** Where the site is drawn for a link: `/w/preview/<token>` + a site path. */
export const PREVIEW_ROOT = '/w/preview';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export type PreviewTarget =
  | { kind: ContentKind; id: number }
  | { releaseId: number };

/** A link that opens: what it shows and until when. */
export interface PreviewLink {
  previewId: number;
  kind: ContentKind | null;
  itemId: number | null;
  releaseId: number | null;
  /** Epoch milliseconds. */
  expires: number;
}

export interface PreviewRow {
  previewId: number;
  kind: string | null;
  itemId: number | null;
  releaseId: number | null;
  title: string | null;
  expiresAt: string;
  revoked: boolean;
  createBy: string;
  createTime: string | null;
}

/** A row as read: expiry in epoch milliseconds, revoked as '0' / '1'. */
type StoredRow = Omit<PreviewRow, 'expiresAt' | 'revoked'> & {
  expires: number;
  revoked: string;
};

const LINK_COLUMNS = `p.preview_id AS "previewId", p.kind,
  p.item_id AS "itemId", p.release_id AS "releaseId",
  (extract(epoch FROM p.expires_at) * 1000)::float8 AS expires`;

/** The item's title: its draft's, else none (the list shows its id). */
const TITLE = `(CASE p.kind ${CONTENT_KINDS.map(
  (k) => `WHEN '${k}' THEN d.data->>'${KINDS[k].titleField}'`,
).join(' ')} END)`;

/** The public site as a link shows it: no visit is counted. */
class PreviewSite extends WebsiteService {
  protected override countView(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

export class PreviewService {
  private readonly lists: Lists;
  private sitePaths: SitePaths | undefined;

  constructor(
    private readonly repos: AppRepositories,
    private readonly db: Queryable,
    private readonly kv: Kv,
    private readonly config: ConfigService,
  ) {
    this.lists = new Lists(db, kv);
  }

  /** The site's addresses, once its render is loaded (a link opens its item's page). */
  useSitePaths(paths: SitePaths): void {
    this.sitePaths = paths;
  }

  /** The site's time zone (parameter sys.site.timeZone). */
  timeZone(): Promise<string> {
    return siteTimeZone(this.config);
  }

  /**
   * A new link to `target` opening for `minutes`: its id, its path
   * (`/w/preview/<token>…`, the item's page for a draft) and when it expires,
   * in the site's time zone. The token is never kept.
   */
  async create(target: PreviewTarget, minutes: number, by: string) {
    await this.assertTarget(target);
    const token = randomBytes(32).toString('base64url');
    const item = 'kind' in target ? target : null;
    const releaseId = 'releaseId' in target ? target.releaseId : null;
    const row = await this.db.one<{ previewId: number; expires: number }>(
      `INSERT INTO content_preview
         (token_hash, kind, item_id, release_id, expires_at, create_by)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), $6)
       RETURNING preview_id AS "previewId",
                 (extract(epoch FROM expires_at) * 1000)::float8 AS expires`,
      [hashOf(token), item?.kind, item?.id, releaseId, minutes, by],
    );
    const link: PreviewLink = {
      previewId: row!.previewId,
      kind: item?.kind ?? null,
      itemId: item?.id ?? null,
      releaseId,
      expires: row!.expires,
    };
    const path = `${PREVIEW_ROOT}/${token}${await this.entryPath(link)}`;
    return {
      previewId: link.previewId,
      path,
      expiresAt: formatSiteTime(new Date(link.expires), await this.timeZone()),
    };
  }

  /** Every link, newest first, with its item's or release's name. */
  async list(page: Page): Promise<PageResult<PreviewRow>> {
    const zone = await this.timeZone();
    const { rows, total } = await this.lists.page<StoredRow>(
      {
        columns: `${LINK_COLUMNS}, p.revoked,
          coalesce(r.release_name, ${TITLE}) AS title,
          p.create_by AS "createBy", p.create_time AS "createTime"`,
        from: `content_preview p
          LEFT JOIN content_draft d ON d.kind = p.kind AND d.item_id = p.item_id
          LEFT JOIN content_release r ON r.release_id = p.release_id`,
        countFrom: 'content_preview p',
        tables: ['content_preview'],
        where: new SqlWhere(),
        orderBy: 'ORDER BY p.preview_id DESC',
      },
      page,
    );
    return {
      rows: rows.map(({ expires, revoked, ...row }) => ({
        ...row,
        expiresAt: formatSiteTime(new Date(expires), zone),
        revoked: revoked === '1',
      })),
      total,
    };
  }

  /** Revokes a link; only its creator or a publisher (`mayPublish`) may. */
  async revoke(previewId: number, by: string, mayPublish: boolean) {
    const row = await this.db.one<{ createBy: string }>(
      `SELECT create_by AS "createBy" FROM content_preview
        WHERE preview_id = $1`,
      [previewId],
    );
    if (!row) throw new ServiceError(500, 'common.notExists');
    if (row.createBy !== by && !mayPublish) {
      throw new ServiceError(403, 'auth.forbidden');
    }
    await this.db.query(
      `UPDATE content_preview SET revoked = '1' WHERE preview_id = $1`,
      [previewId],
    );
  }

  /** The link a token opens now: not expired, not revoked. */
  async resolve(token: string): Promise<PreviewLink | undefined> {
    if (!TOKEN.test(token)) return undefined;
    return this.db.one<PreviewLink>(
      `SELECT ${LINK_COLUMNS} FROM content_preview p
        WHERE p.token_hash = $1 AND p.revoked = '0' AND p.expires_at > now()`,
      [hashOf(token)],
    );
  }

  /** The public site as it will be once the link's items are published. */
  async site(link: PreviewLink): Promise<WebsiteService> {
    return (await this.overlaid(link)).site;
  }

  /** The site path a link opens at: its item's page, else the home page. */
  async entryPath(link: PreviewLink): Promise<string> {
    const paths = this.sitePaths;
    if (!paths || !link.kind || !link.itemId) return '';
    const { db, site } = await this.overlaid(link);
    const path = await itemPath(site, db, paths, link.kind, link.itemId);
    return path.slice(paths.SITE_ROOT.length);
  }

  /** The database and the site with the link's items published. */
  private async overlaid(link: PreviewLink) {
    const items = await this.items(link);
    const db = overlaidDb(this.db, await overlaysOf(this.repos, items));
    // the link's items show their files' newest versions, as once published
    const newest = new Set(items.map((i) => `${i.kind}:${i.itemId}`));
    const site = new PreviewSite(
      new WebsiteRepository(db),
      this.repos.recordViews,
      this.kv,
      new PublicImages(db, newest),
    );
    return { db, site };
  }

  /** What the link publishes: its draft, or the items of its release. */
  private async items(link: PreviewLink): Promise<PreviewItem[]> {
    const rows = await this.db.query<{
      kind: ContentKind;
      itemId: number;
      action: string;
      data: PreviewItem['data'] | null;
    }>(
      link.releaseId
        ? `SELECT i.kind, i.item_id AS "itemId", i.action, d.data
             FROM content_release_item i
             LEFT JOIN content_draft d
               ON d.kind = i.kind AND d.item_id = i.item_id
            WHERE i.release_id = $1 ORDER BY i.kind, i.item_id`
        : `SELECT kind, item_id AS "itemId",
                  CASE action WHEN 'unpublish' THEN 'unpublish'
                              ELSE 'publish' END AS action, data
             FROM content_draft WHERE kind = $1 AND item_id = $2`,
      link.releaseId ? [link.releaseId] : [link.kind, link.itemId],
    );
    return rows.flatMap((r): PreviewItem[] => {
      if (r.action === 'unpublish') {
        return [{ kind: r.kind, itemId: r.itemId, action: 'unpublish' }];
      }
      // Nothing to publish without a draft: the published row stays.
      if (!r.data) return [];
      return [{ ...r, action: 'publish', data: r.data }];
    });
  }

  /** A draft link needs a draft; a release link a release still to run. */
  private async assertTarget(target: PreviewTarget) {
    if ('kind' in target) {
      const draft = await this.repos.drafts.find(target.kind, target.id);
      if (!draft) throw new ServiceError(500, 'publishing.noDraft');
      return;
    }
    const release = await this.db.one<{ status: string }>(
      'SELECT status FROM content_release WHERE release_id = $1',
      [target.releaseId],
    );
    if (!release) throw new ServiceError(500, 'common.notExists');
    if (release.status !== 'open' && release.status !== 'scheduled') {
      throw new ServiceError(500, 'preview.releaseClosed');
    }
  }
}
