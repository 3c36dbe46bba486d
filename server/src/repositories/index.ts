import type { Db, Queryable } from '../db/index.js';
import type { Kv } from '../kv/index.js';
import { DraftRepository } from './content-drafts.js';
import { RevisionRepository } from './content-revisions.js';
import { ConfigRepository } from './configs.js';
import { ConsultingItemRepository } from './consulting-items.js';
import { DashboardRepository } from './dashboard.js';
import { DataScopeRepository } from './data-scope.js';
import { DbHealthRepository } from './db-health.js';
import { DeptRepository } from './depts.js';
import { DictDataRepository } from './dict-data.js';
import { DictTypeRepository } from './dict-types.js';
import { GenDbRepository } from './gen-db.js';
import { GenTableRepository } from './gen-tables.js';
import { GrantRepository } from './grants.js';
import { JobLogRepository } from './job-logs.js';
import { JobRepository } from './jobs.js';
import { Lists } from './lib/lists.js';
import type { ListPages } from './lib/list-pages.js';
import { LogininforRepository } from './logininfor.js';
import { MailOutboxRepository } from './mail-outbox.js';
import { MailSettingRepository } from './mail-settings.js';
import { MailTemplateRepository } from './mail-templates.js';
import { MenuAdminRepository } from './menu-admin.js';
import { MenuRepository } from './menus.js';
import { MediaAdminRepository } from './media-admin.js';
import { MediaFolderRepository } from './media-folders.js';
import { MediaTagRepository } from './media-tags.js';
import { NoticeRepository } from './notices.js';
import { NoticeReadRepository } from './notice-reads.js';
import { OperLogRepository } from './operlog.js';
import { PostRepository } from './posts.js';
import { ProfileRepository } from './profile.js';
import { ContactRepository } from './project-contacts.js';
import { ContactEventRepository } from './project-contact-events.js';
import { ProductItemRepository } from './project-product-items.js';
import { ProductRepository } from './project-products.js';
import { RecordItemRepository } from './project-record-items.js';
import { RecordRepository } from './project-records.js';
import { NavRecordRepository } from './project-nav-records.js';
import { NavigationRepository } from './project-navigation.js';
import { RoleRepository } from './roles.js';
import { UserAdminRepository } from './user-admin.js';
import { UserRepository } from './users.js';
import { WebsiteRepository } from './website.js';
import { RecordViewRepository } from './record-views.js';
import { TreeOrderRepository } from './tree-order.js';

export interface Repositories {
  users: UserRepository;
  userAdmin: UserAdminRepository;
  roles: RoleRepository;
  menus: MenuRepository;
  menuAdmin: MenuAdminRepository;
  configs: ConfigRepository;
  logininfor: LogininforRepository;
  dataScope: DataScopeRepository;
  grants: GrantRepository;
  operLog: OperLogRepository;
  notices: NoticeRepository;
  noticeReads: NoticeReadRepository;
  posts: PostRepository;
  depts: DeptRepository;
  dictData: DictDataRepository;
  dictTypes: DictTypeRepository;
  website: WebsiteRepository;
  recordViews: RecordViewRepository;
  navigation: NavigationRepository;
  navRecords: NavRecordRepository;
  contacts: ContactRepository;
  contactEvents: ContactEventRepository;
  consultingItems: ConsultingItemRepository;
  records: RecordRepository;
  recordItems: RecordItemRepository;
  products: ProductRepository;
  productItems: ProductItemRepository;
  jobs: JobRepository;
  jobLogs: JobLogRepository;
  mailOutbox: MailOutboxRepository;
  mailSettings: MailSettingRepository;
  mailTemplates: MailTemplateRepository;
  genTables: GenTableRepository;
  genDb: GenDbRepository;
  dbHealth: DbHealthRepository;
  dashboard: DashboardRepository;
  profile: ProfileRepository;
  treeOrder: TreeOrderRepository;
  drafts: DraftRepository;
  revisions: RevisionRepository;
  mediaAdmin: MediaAdminRepository;
  mediaFolders: MediaFolderRepository;
  mediaTags: MediaTagRepository;
}

/** The app's repositories (the `repos` decorator): over the pool, and able to open a transaction. */
export interface AppRepositories extends Repositories {
  /**
   * Runs `fn` in one transaction, with every repository over it (`tx` for
   * statements of the caller's own); committed when `fn` resolves, rolled
   * back when it throws.
   */
  transaction<T>(
    fn: (repos: Repositories, tx: Queryable) => Promise<T>,
  ): Promise<T>;
}

/**
 * All repositories over one connection (the pool, or a transaction). `kv`
 * caches list totals (lib/lists.ts); without it every page counts.
 */
export function createRepositories(
  db: Queryable,
  kv: Kv | null = null,
  pages: ListPages | null = null,
): Repositories {
  const lists = new Lists(db, kv, pages);
  return {
    users: new UserRepository(db),
    userAdmin: new UserAdminRepository(db, lists),
    roles: new RoleRepository(db, lists),
    menus: new MenuRepository(db),
    menuAdmin: new MenuAdminRepository(db),
    configs: new ConfigRepository(db, lists),
    logininfor: new LogininforRepository(db, lists),
    dataScope: new DataScopeRepository(db),
    grants: new GrantRepository(db),
    operLog: new OperLogRepository(db, lists),
    notices: new NoticeRepository(db, lists),
    noticeReads: new NoticeReadRepository(db, lists),
    posts: new PostRepository(db, lists),
    depts: new DeptRepository(db, lists),
    dictData: new DictDataRepository(db, lists),
    dictTypes: new DictTypeRepository(db, lists),
    website: new WebsiteRepository(db),
    recordViews: new RecordViewRepository(db),
    navigation: new NavigationRepository(db, lists),
    navRecords: new NavRecordRepository(db, lists),
    contacts: new ContactRepository(db, lists),
    contactEvents: new ContactEventRepository(db),
    consultingItems: new ConsultingItemRepository(db, lists),
    records: new RecordRepository(db, lists),
    recordItems: new RecordItemRepository(db, lists),
    products: new ProductRepository(db, lists),
    productItems: new ProductItemRepository(db, lists),
    jobs: new JobRepository(db, lists),
    jobLogs: new JobLogRepository(db, lists),
    mailOutbox: new MailOutboxRepository(db, lists),
    mailSettings: new MailSettingRepository(db),
    mailTemplates: new MailTemplateRepository(db),
    genTables: new GenTableRepository(db),
    genDb: new GenDbRepository(db),
    dbHealth: new DbHealthRepository(db),
    dashboard: new DashboardRepository(db),
    profile: new ProfileRepository(db),
    treeOrder: new TreeOrderRepository(db),
    drafts: new DraftRepository(db, lists),
    revisions: new RevisionRepository(db, lists),
    mediaAdmin: new MediaAdminRepository(db, lists),
    mediaFolders: new MediaFolderRepository(db),
    mediaTags: new MediaTagRepository(db),
  };
}

/**
 * The repositories of the app over `db`, list totals cached in `kv` and
 * pages kept by `pages`; those of a transaction cache none (a total counted
 * or a page read inside it may include writes not committed yet).
 */
export function createAppRepositories(
  db: Db,
  kv: Kv | null,
  pages: ListPages | null = null,
): AppRepositories {
  return {
    ...createRepositories(db, kv, pages),
    transaction: (fn) => db.transaction((tx) => fn(createRepositories(tx), tx)),
  };
}
