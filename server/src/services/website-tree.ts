import type { NavRow } from '../repositories/website.js';
import { safeLink } from './infra/sanitize.js';

/** A navigation column as the public site sees it. */
export interface SiteColumn {
  navId: number;
  parentId: number;
  navName: string;
  mainName: string;
  enName: string;
  /** Specified link (safe: http(s), mailto, tel or an in-site path), or ''. */
  link: string;
  mainImage: string;
  navType: string;
  recordCategory: string;
  showInNav: string;
  children?: SiteColumn[];
}

/**
 * The shown navigation as a tree: a column is public only when it and all
 * its ancestors are shown (hiding a parent hides its whole branch).
 */
export class SiteTree {
  readonly roots: SiteColumn[] = [];
  private readonly byId = new Map<number, SiteColumn>();

  constructor(rows: NavRow[]) {
    const pending = new Map<number, NavRow[]>();
    for (const row of rows) {
      const list = pending.get(row.parentId) ?? [];
      list.push(row);
      pending.set(row.parentId, list);
    }
    const attach = (parentId: number, into: SiteColumn[]) => {
      for (const row of pending.get(parentId) ?? []) {
        const column: SiteColumn = {
          navId: row.navId,
          parentId: row.parentId,
          navName: row.navName,
          mainName: row.mainName,
          enName: row.enName,
          link: safeLink(row.link),
          mainImage: safeLink(row.mainImage),
          navType: row.navType,
          recordCategory: row.recordCategory,
          showInNav: row.showInNav,
        };
        this.byId.set(column.navId, column);
        into.push(column);
        const children: SiteColumn[] = [];
        attach(column.navId, children);
        if (children.length) column.children = children;
      }
    };
    attach(0, this.roots);
  }

  get(navId: number): SiteColumn | undefined {
    return this.byId.get(navId);
  }

  /** The column without its children (for trails and headers). */
  flat(navId: number): SiteColumn | undefined {
    const c = this.byId.get(navId);
    if (!c) return undefined;
    const { children: _children, ...rest } = c;
    return rest;
  }

  /** Ids of the column and every shown descendant. */
  subtree(navId: number): number[] {
    const c = this.byId.get(navId);
    if (!c) return [];
    const out: number[] = [];
    const walk = (n: SiteColumn) => {
      out.push(n.navId);
      n.children?.forEach(walk);
    };
    walk(c);
    return out;
  }

  /** Root → column, children left out. */
  trail(navId: number): SiteColumn[] {
    const out: SiteColumn[] = [];
    let c = this.flat(navId);
    while (c) {
      out.unshift(c);
      c = c.parentId ? this.flat(c.parentId) : undefined;
    }
    return out;
  }

  /** Whether `navId` is `ancestorId` or lies below it. */
  within(navId: number, ancestorId: number): boolean {
    return this.trail(navId).some((c) => c.navId === ancestorId);
  }

  /** The first top-level column of a category ('informations', 'product'...). */
  topOf(category: string): SiteColumn | undefined {
    return this.roots.find((c) => c.recordCategory === category);
  }

  /**
   * The column and the descendants of the same kind (same category, or
   * none): a news column's list leaves out its downloads child.
   */
  listed(navId: number): number[] {
    const category = this.byId.get(navId)?.recordCategory ?? '';
    return this.subtree(navId).filter((id) => {
      const c = this.byId.get(id)!.recordCategory;
      return id === navId || c === category || c === '';
    });
  }

  /** Column ids of a subtree whose category is `category`. */
  subtreeOf(navId: number, category: string): number[] {
    return this.subtree(navId).filter(
      (id) => this.byId.get(id)?.recordCategory === category,
    );
  }
}
