/** project_navigation: the website's navigation tree. */
import type { PageQuery } from './api';
import type { ApiData, ApiQuery, FormRow } from './openapi';

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

/**
 * parentId 0 = top level; link: http(s), mailto, tel, `/…` or `#/…`, '' =
 * the column's page; mainImage: stored upload path; showInNav '1' shown in
 * the nav bar, '0' not; status '0' shown on the public site, '1' hidden.
 */
export type ProjectNavigation = FormRow<
  ApiData<'/project/navigation/list'>[number],
  | 'navId'
  | 'ancestors'
  | 'mainName'
  | 'enName'
  | 'link'
  | 'mainImage'
  | 'recordCategory'
> & {
  /** Filled in by the page when it builds the tree. */
  children?: ProjectNavigation[];
};

/** Filters of the (unpaged) tree list; paging fields are ignored. */
export type NavigationQuery = PageQuery & ApiQuery<'/project/navigation/list'>;
