import { createContext, useContext } from 'react';

/** A settled load of useRemote, as the server rendered it. */
export type Settled<T = unknown> =
  | { status: 'ok'; data: T }
  | { status: 'notFound' }
  | { status: 'error' };

/** The id of the JSON block carrying a server render's data. */
export const SITE_DATA_ID = 'site-data';

/**
 * The data a page was drawn with, by useRemote key. On the server a missing
 * key suspends the render until it is loaded (`load`); the document then
 * carries every entry once (`toJSON`), and the browser starts from them, so
 * hydration draws the same page without asking again. A browser entry is used
 * by the first render that wants it only: later visits load afresh.
 */
export class SiteData {
  private readonly entries: Map<string, Settled>;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    readonly server: boolean,
    entries: Record<string, Settled> = {},
  ) {
    this.entries = new Map(Object.entries(entries));
  }

  peek<T>(key: string): Settled<T> | undefined {
    return this.entries.get(key) as Settled<T> | undefined;
  }

  drop(key: string): void {
    this.entries.delete(key);
  }

  /** Loads `key` once (server renders), settling its entry. */
  load<T>(
    key: string,
    load: () => Promise<T>,
    failed: (error: unknown) => Settled,
  ): Promise<void> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = load().then(
        (data) => void this.entries.set(key, { status: 'ok', data }),
        (error: unknown) => void this.entries.set(key, failed(error)),
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  toJSON(): Record<string, Settled> {
    return Object.fromEntries(this.entries);
  }

  /** The entries a server render left in the document, if any. */
  static fromDocument(doc: Document): SiteData | null {
    const block = doc.getElementById(SITE_DATA_ID);
    if (!block?.textContent) return null;
    try {
      return new SiteData(false, JSON.parse(block.textContent));
    } catch {
      return null;
    }
  }
}

export const SiteDataContext = createContext<SiteData | null>(null);

export function useSiteData(): SiteData | null {
  return useContext(SiteDataContext);
}

/** The attribute of #root naming the path a server render drew there. */
export const RENDERED_PATH_ATTR = 'data-path';
