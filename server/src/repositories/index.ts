import type { Queryable } from '../db/index.js';
import type { Kv } from '../kv/index.js';
import { ConfigRepository } from './configs.js';
import { DataScopeRepository } from './data-scope.js';
import { DeptRepository } from './depts.js';
import { DictDataRepository } from './dict-data.js';
import { DictTypeRepository } from './dict-types.js';
import { GrantRepository } from './grants.js';
import { Lists } from './lib/lists.js';
import { LogininforRepository } from './logininfor.js';
import { MenuAdminRepository } from './menu-admin.js';
import { MenuRepository } from './menus.js';
import { NoticeRepository } from './notices.js';
import { NoticeReadRepository } from './notice-reads.js';
import { OperLogRepository } from './operlog.js';
import { PostRepository } from './posts.js';
import { ContactRepository } from './project-contacts.js';
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
  records: RecordRepository;
  recordItems: RecordItemRepository;
  products: ProductRepository;
  productItems: ProductItemRepository;
}

/**
 * All repositories over one connection (the pool, or a transaction). `kv`
 * caches list totals (lib/lists.ts); without it every page counts.
 */
export function createRepositories(
  db: Queryable,
  kv: Kv | null = null,
): Repositories {
  const lists = new Lists(db, kv);
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
    records: new RecordRepository(db, lists),
    recordItems: new RecordItemRepository(db, lists),
    products: new ProductRepository(db, lists),
    productItems: new ProductItemRepository(db, lists),
  };
}
