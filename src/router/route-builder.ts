import type { RouteMeta, RouterVo } from '@/types/api';
import { hasPermiOr, hasRoleOr } from '@/utils/permission';
import { innerLinkPath, isExternal, joinPath, queryToSearch } from './paths';
import type {
  Access,
  AppRoute,
  GatedRoute,
  MenuItem,
  RouteView,
} from './types';

export interface BuildOptions {
  /** Whether the view registry holds a page for a component path. */
  hasView: (component: string) => boolean;
  /** Called once per unknown component (defaults to console.warn). */
  warn?: (message: string) => void;
}

export interface BuiltRoutes {
  /** Flat list of admin routes, all rendered inside the main layout. */
  routes: AppRoute[];
  /** Sidebar tree. */
  menus: MenuItem[];
}

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';

/**
 * Pure: turns the `/getRouters` tree (`RouterVo`) into routes and menus.
 * - 'Layout' and 'ParentView' entries are containers: their children are
 *   flattened into absolute paths (`/system` + `log` + `operlog`), and the
 *   container path itself forwards to its first page;
 * - 'InnerLink' becomes an embedded-frame route for `meta.link`;
 * - any other component is a lazy page when the registry has it, otherwise
 *   the 404 screen (with a warning);
 * - external links (`http…` paths) are menu entries only;
 * - a path is routed once: later duplicates are dropped with a warning.
 */
export function buildRoutes(
  tree: RouterVo[],
  options: BuildOptions,
): BuiltRoutes {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const byPath = new Map<string, AppRoute>();
  const add = (route: AppRoute) => {
    if (byPath.has(route.path)) {
      warn(`[router] duplicate route path ${route.path} ignored`);
      return;
    }
    byPath.set(route.path, route);
  };

  const walk = (entries: RouterVo[], parentPath: string): string | null => {
    let firstPage: string | null = null;
    for (const entry of entries) {
      if (isExternal(entry.path) && entry.component !== INNER_LINK) continue;
      const path = joinPath(parentPath, routePath(entry));
      const meta = entry.meta ?? undefined;
      const component = entry.component || (entry.children ? LAYOUT : '');
      if (component === LAYOUT || component === PARENT_VIEW) {
        const first = walk(entry.children ?? [], path);
        if (first && path !== '/') {
          const to =
            entry.redirect && entry.redirect.startsWith('/')
              ? entry.redirect
              : first;
          add({ path, name: entry.name, meta, hidden: true, ...redirect(to) });
        }
        firstPage ??= first;
        continue;
      }
      const view = resolveView(component, meta, entry.path, options, warn);
      add({
        path,
        name: entry.name,
        meta,
        query: entry.query,
        hidden: !!entry.hidden,
        view,
      });
      if (!entry.hidden) firstPage ??= path + queryToSearch(entry.query);
    }
    return firstPage;
  };
  walk(tree, '/');

  // Directory redirects go after the pages they point to.
  const routes = [...byPath.values()].sort(
    (a, b) => rank(a.view) - rank(b.view),
  );
  return { routes, menus: buildMenus(tree, '/') };
}

/** An entry's own path segment ('InnerLink' URLs become in-app paths). */
function routePath(entry: RouterVo): string {
  return entry.component === INNER_LINK && isExternal(entry.path)
    ? innerLinkPath(entry.path)
    : entry.path;
}

function redirect(to: string): { view: RouteView } {
  return { view: { type: 'redirect', to } };
}

function rank(view: RouteView): number {
  return view.type === 'redirect' ? 1 : 0;
}

function resolveView(
  component: string,
  meta: RouteMeta | undefined,
  path: string,
  options: BuildOptions,
  warn: (message: string) => void,
): RouteView {
  if (component === INNER_LINK) {
    const link = meta?.link || (isExternal(path) ? path : '');
    if (link) return { type: 'inner-link', link };
    warn(`[router] InnerLink route ${path} has no meta.link`);
    return { type: 'not-found', component };
  }
  if (component && options.hasView(component)) {
    return { type: 'page', component };
  }
  warn(`[router] no view for component "${component}" (route ${path})`);
  return { type: 'not-found', component };
}

/**
 * The sidebar tree, following RuoYi's sidebar rules: hidden entries are
 * omitted; an entry with exactly one visible child (and no `alwaysShow`)
 * shows that child directly; an entry without visible children is a leaf.
 */
export function buildMenus(entries: RouterVo[], basePath: string): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    if (entry.hidden) continue;
    const path = joinPath(basePath, routePath(entry));
    const showing = (entry.children ?? []).filter((c) => !c.hidden);
    const only = showing.length === 1 ? showing[0] : undefined;
    if (showing.length === 0) {
      if (entry.meta) items.push(leaf(entry, path));
    } else if (only && !entry.alwaysShow && !only.children?.length) {
      if (only.meta) items.push(leaf(only, joinPath(path, routePath(only))));
    } else if (entry.meta) {
      const children = buildMenus(entry.children ?? [], path);
      if (children.length) {
        items.push({
          key: path,
          name: entry.name,
          title: entry.meta.title,
          icon: iconOf(entry.meta),
          children,
        });
      }
    } else {
      items.push(...buildMenus(entry.children ?? [], path));
    }
  }
  return items;
}

function leaf(entry: RouterVo, path: string): MenuItem {
  const meta = entry.meta as RouteMeta;
  const item: MenuItem = {
    key: path,
    name: entry.name,
    title: meta.title,
    icon: iconOf(meta),
  };
  // External links open in a new tab; an InnerLink entry also carries
  // meta.link but has its own (framed) route, so it is routed.
  if (isExternal(path)) item.link = path;
  const search = queryToSearch(entry.query);
  if (search) item.search = search;
  return item;
}

function iconOf(meta: RouteMeta): string | undefined {
  return meta.icon && meta.icon !== '#' ? meta.icon : undefined;
}

/**
 * Local routes the user may open: those whose permissions the user holds
 * one of, or — when a route lists no permissions — one of whose roles the
 * user has ('*:*:*' and 'admin' grant everything). Pages without a view
 * resolve to the 404 screen.
 */
export function filterGatedRoutes(
  routes: GatedRoute[],
  access: Access,
  options: BuildOptions,
): AppRoute[] {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  return routes
    .filter((route) => {
      if (route.permissions?.length) {
        return hasPermiOr(access.permissions, route.permissions);
      }
      if (route.roles?.length) {
        return hasRoleOr(access.roles, route.roles);
      }
      return false;
    })
    .map(({ permissions: _p, roles: _r, ...route }) => {
      if (route.view.type !== 'page') return route;
      const { component } = route.view;
      if (options.hasView(component)) return route;
      warn(`[router] no view for component "${component}" (${route.path})`);
      return { ...route, view: { type: 'not-found', component } };
    });
}
