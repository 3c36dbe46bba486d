import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

export function findViewLoader(component: string): Loader | undefined {
  if (!component) return undefined;
  for (const key of candidates(component)) {
    if (key in modules) return modules[key];
  }
  return undefined;
}

export function hasView(component: string): boolean {
  return !!findViewLoader(component);
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component for a component path (one per path), if any. */
export function lazyView(
  component: string,
): LazyExoticComponent<ComponentType> | undefined {
  const loader = findViewLoader(component);
  if (!loader) return undefined;
  let view = cache.get(component);
  if (!view) {
    view = lazy(loader);
    cache.set(component, view);
  }
  return view;
}

/** Starts downloading a view early (e.g. the login page at boot). */
export function preloadView(component: string): void {
  void findViewLoader(component)?.().catch(() => undefined);
}

/** Every registered component path, e.g. for diagnostics and tests. */
export function registeredViews(): string[] {
  return Object.keys(modules).map((k) =>
    k.replace(/^\.\.\/views\//, '').replace(/\.tsx$/, ''),
  );
}
