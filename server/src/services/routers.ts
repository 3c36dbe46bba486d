import type { MenuRow } from '../repositories/menus.js';

/** GET /getRouters entry; empty props are omitted. */
export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
}

export interface RouterMeta {
  title: string;
  icon: string;
  noCache: boolean;
  link: string | null;
}

interface MenuNode extends MenuRow {
  children: MenuNode[];
}

const TYPE_DIR = 'M';
const TYPE_MENU = 'C';
/** is_frame '1' = not an external link (RuoYi's NO_FRAME). */
const NO_FRAME = '1';

function isHttp(path: string | null | undefined): boolean {
  return !!path && /^https?:\/\//.test(path);
}

function capitalize(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** Top-level type-C menu that is not an external link. */
function isMenuFrame(m: MenuRow): boolean {
  return m.parentId === 0 && m.menuType === TYPE_MENU && m.isFrame === NO_FRAME;
}

function isInnerLink(m: MenuRow): boolean {
  return m.isFrame === NO_FRAME && isHttp(m.path);
}

function isParentView(m: MenuRow): boolean {
  return m.parentId !== 0 && m.menuType === TYPE_DIR;
}

/** 'https://www.a.com:8080/x' → 'a/com/8080/x'. */
export function innerLinkReplace(path: string): string {
  return path
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');
}

function routeName(name: string, path: string): string {
  return capitalize(name || path);
}

function routerPath(m: MenuRow): string {
  let p = m.path;
  if (m.parentId !== 0 && isInnerLink(m)) p = innerLinkReplace(p);
  if (m.parentId === 0 && m.menuType === TYPE_DIR && m.isFrame === NO_FRAME) {
    p = '/' + m.path;
  } else if (isMenuFrame(m)) {
    p = '/';
  }
  return p;
}

function componentOf(m: MenuRow): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink';
  if (!m.component && isParentView(m)) return 'ParentView';
  return 'Layout';
}

/** Menu rows (sorted by parent_id, order_num) → tree rooted at parent 0. */
export function buildMenuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) nodes.set(r.menuId, { ...r, children: [] });
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    if (n.parentId === 0) roots.push(n);
    else nodes.get(n.parentId)?.children.push(n);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    list.forEach((c) => sort(c.children));
  };
  sort(roots);
  return roots;
}

function clean<T extends object>(o: T): T {
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === '') {
      delete (o as Record<string, unknown>)[k];
    } else if (Array.isArray(v) && v.length === 0) {
      delete (o as Record<string, unknown>)[k];
    }
  }
  return o;
}

/**
 * RuoYi's buildMenus: `title` resolves a menu's display title (its i18n key in
 * the session language, else menu_name).
 */
export function buildRouters(
  menus: MenuNode[],
  title: (m: MenuRow) => string,
): RouterVo[] {
  const meta = (m: MenuRow, withCache = true): RouterMeta => ({
    title: title(m),
    icon: m.icon,
    noCache: withCache ? m.isCache === '1' : false,
    link: isHttp(m.path) ? m.path : null,
  });
  return menus.map((m) => {
    const r: RouterVo = {
      name: isMenuFrame(m) ? '' : routeName(m.routeName, m.path),
      path: routerPath(m),
      hidden: m.visible === '1',
      component: componentOf(m),
      query: m.query ?? undefined,
      meta: meta(m),
    };
    if (m.children.length > 0 && m.menuType === TYPE_DIR) {
      r.alwaysShow = true;
      r.redirect = 'noRedirect';
      r.children = buildRouters(m.children, title);
    } else if (isMenuFrame(m)) {
      r.meta = undefined;
      r.children = [
        clean({
          name: routeName(m.routeName, m.path),
          path: m.path,
          hidden: false,
          component: m.component ?? undefined,
          query: m.query ?? undefined,
          meta: meta(m),
        }),
      ];
    } else if (m.parentId === 0 && isInnerLink(m)) {
      r.meta = { ...meta(m, false), link: null };
      r.path = '/';
      const p = innerLinkReplace(m.path);
      r.children = [
        clean({
          name: routeName(m.routeName, p),
          path: p,
          hidden: false,
          component: 'InnerLink',
          meta: meta(m, false),
        }),
      ];
    }
    return clean(r);
  });
}
