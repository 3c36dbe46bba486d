import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { viewNamespaces } from './view-namespaces';

type ViewModule = { default: ComponentType };
type Loader = () => Promise<ViewModule>;

/**
 * The one registry of lazily loaded pages: every `src/views/**\/index.tsx`.
 * A component path from the server resolves to
 *   `views/<component>.tsx`        when it ends in `/index` (`system/user/index`)
 *   `views/<component>/index.tsx`  otherwise (`monitor/cache/list`).
 */
const modules = import.meta.glob<ViewModule>('../views/**/index.tsx');

function candidates(component: string): string[] {
  const clean = component
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(tsx|vue)$/, '');
  return [`../views/${clean}.tsx`, `../views/${clean}/index.tsx`];
}

function keyOf(component: string): string | undefined {
  if (!component) return undefined;
  return candidates(component).find((key) => key in modules);
}

export function findViewLoader(component: string): Loader | undefined {
  const key = keyOf(component);
  return key ? modules[key] : undefined;
}

export function hasView(component: string): boolean {
  return !!keyOf(component);
}

/** Modules already downloaded, by registry key. */
const loaded = new Map<string, ViewModule>();
const loading = new Map<string, Promise<ViewModule>>();

function load(key: string): Promise<ViewModule> {
  let promise = loading.get(key);
  if (!promise) {
    promise = modules[key]().then((mod) => {
      loaded.set(key, mod);
      return mod;
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A thenable that settles synchronously: React.lazy then renders a view
 * that is already downloaded without suspending (a suspended first screen
 * costs React's 300 ms fallback throttle).
 */
function settled(mod: ViewModule): Promise<ViewModule> {
  const thenable = {
    then(resolve: (m: ViewModule) => unknown) {
      resolve(mod);
      return thenable;
    },
  };
  return thenable as unknown as Promise<ViewModule>;
}

/** How pages' locale namespaces load (lib/i18n, set at boot). */
export interface ViewTexts {
  ready: (ns: readonly string[]) => boolean;
  load: (ns: readonly string[]) => Promise<void>;
}

let texts: ViewTexts | null = null;

/**
 * Makes every lazy page load its locale namespaces with its code, so it
 * never renders raw keys (set by boot; this module stays free of i18next,
 * which the first screen's preloads run before).
 */
export function setViewTexts(loader: ViewTexts | null): void {
  texts = loader;
}

function namespacesOf(key: string): string[] {
  return viewNamespaces(
    key.replace(/^\.\.\/views\//, '').replace(/\/index\.tsx$/, ''),
  );
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component for a component path (one per path), if any: it
 * renders once the page's code and its locale namespaces are loaded.
 */
export function lazyView(
  component: string,
): LazyExoticComponent<ComponentType> | undefined {
  const key = keyOf(component);
  if (!key) return undefined;
  let view = cache.get(key);
  if (!view) {
    view = lazy(() => {
      const mod = loaded.get(key);
      const ns = namespacesOf(key);
      if (!texts || texts.ready(ns)) return mod ? settled(mod) : load(key);
      return Promise.all([load(key), texts.load(ns)]).then(([m]) => m);
    });
    cache.set(key, view);
  }
  return view;
}

/** Starts downloading a view early; resolves when it is ready (or failed). */
export function preloadView(component: string): Promise<void> {
  const key = keyOf(component);
  if (!key) return Promise.resolve();
  return load(key).then(
    () => undefined,
    () => undefined,
  );
}

/** Every registered component path, e.g. for diagnostics and tests. */
export function registeredViews(): string[] {
  return Object.keys(modules).map((k) =>
    k.replace(/^\.\.\/views\//, '').replace(/\.tsx$/, ''),
  );
}
