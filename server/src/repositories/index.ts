import type { Queryable } from '../db/index.js';
import { ConfigRepository } from './configs.js';
import { LogininforRepository } from './logininfor.js';
import { MenuRepository } from './menus.js';
import { RoleRepository } from './roles.js';
import { UserRepository } from './users.js';
import { WebsiteRepository } from './website.js';

export interface Repositories {
  users: UserRepository;
  roles: RoleRepository;
  menus: MenuRepository;
  configs: ConfigRepository;
  logininfor: LogininforRepository;
  website: WebsiteRepository;
}

/** All repositories over one connection (the pool, or a transaction). */
export function createRepositories(db: Queryable): Repositories {
  return {
    users: new UserRepository(db),
    roles: new RoleRepository(db),
    menus: new MenuRepository(db),
    configs: new ConfigRepository(db),
    logininfor: new LogininforRepository(db),
    website: new WebsiteRepository(db),
  };
}
