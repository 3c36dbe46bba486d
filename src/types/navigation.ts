/** project_navigation: the website's navigation tree. */
import type { PageQuery } from './api';

/** Navigation types ('1'–'5'); their labels live in the project-navigation locale. */
export const NAV_TYPES = ['1', '2', '3', '4', '5'] as const;

/** Record categories the public site has pages for (the URL's page word). */
export const RECORD_CATEGORIES = [
  'home',
  'company',
  'business',
  'product',
  'informations',
  'downloads',
  'contact',
] as const;

export interface ProjectNavigation {
  navId?: number;
  /** 0 = top level. */
  parentId: number;
  ancestors?: string;
  navName: string;
  mainName?: string;
  enName?: string;
  /** Specified link: http(s), mailto, tel, `/…` or `#/…`; '' = the column's page. */
  link?: string;
  /** Stored upload path of the main image. */
  mainImage?: string;
  navType: string;
  recordCategory?: string;
  /** '1' shown in the nav bar, '0' not. */
  showInNav: string;
  orderNum: number;
  /** '0' shown on the public site, '1' hidden. */
  status: string;
  remark?: string | null;
  parentName?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  /** Concurrency token: sent back unchanged on edit. */
  version?: number;
  children?: ProjectNavigation[];
}

/** Filters of the (unpaged) tree list; paging fields are ignored. */
export interface NavigationQuery extends PageQuery {
  navName?: string;
  navType?: string;
  showInNav?: string;
  status?: string;
}
