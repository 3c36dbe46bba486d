import type { RouteMeta } from '@/types/api';

/** What a route renders; resolved to React elements only in `src/app/`. */
export type RouteView =
  /** A lazily loaded page from the view registry, by component path. */
  | { type: 'page'; component: string }
  /** 'InnerLink': an external page inside a frame. */
  | { type: 'inner-link'; link: string }
  /** A component string with no view (yet): the 404 screen in the layout. */
  | { type: 'not-found'; component?: string }
  /** A directory path: forwards to its first page. */
  | { type: 'redirect'; to: string };

/** One route of the admin area (rendered inside the main layout). */
export interface AppRoute {
  /** Absolute path, e.g. `/system/user` or `/system/user-auth/role/:userId`. */
  path: string;
  /** Stable ASCII route name from the server (`User`, `CacheList`). */
  name?: string;
  meta?: RouteMeta;
  /** i18n key for the title of local routes (`common:routes.login`). */
  titleKey?: string;
  /** RouterVo `query`: a JSON object string of default query params. */
  query?: string;
  hidden?: boolean;
  view: RouteView;
  /** Params that must be all digits (else the 404 screen shows). */
  numericParams?: string[];
}

/** A local route shown only to users holding one of its grants. */
export interface GatedRoute extends AppRoute {
  permissions?: string[];
  roles?: string[];
}

/** One sidebar entry, derived from the server's menu tree. */
export interface MenuItem {
  /** Absolute path (routes) or the URL (external links); unique. */
  key: string;
  name?: string;
  /** Server title (already in the signed-in language). */
  title: string;
  icon?: string;
  /** External link: opens in a new tab instead of routing. */
  link?: string;
  /** Default search string from RouterVo `query`, e.g. `?a=1`. */
  search?: string;
  children?: MenuItem[];
}

export interface Access {
  roles: string[];
  permissions: string[];
}
