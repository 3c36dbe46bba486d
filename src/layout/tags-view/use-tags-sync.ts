import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onVisit } from '@/router/hash-history';
import { affixTagViews, tagViewFor } from '@/router/tag-view';
import type { AppRoute } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore } from '@/stores/tags-view';

/** Opens (or re-selects) the tab of the page at `path`, if it has one. */
function openTab(routes: readonly AppRoute[], path: string): void {
  const view = tagViewFor(routes, path);
  if (view) useTagsViewStore.getState().addView(view);
}

/**
 * Keeps the tab store in step with the router: the affixed tabs lead the
 * bar, tabs saved for routes this user no longer has are dropped, and each
 * page visited opens (or re-selects) its tab — also a page left before it
 * rendered (the router renders in a transition and may skip it).
 */
export function useTagsSync(): void {
  const routes = usePermissionStore((s) => s.routes);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const store = useTagsViewStore.getState();
    store.pruneViews((v) => !!tagViewFor(routes, v.path));
    store.addAffixViews(affixTagViews(routes));
  }, [routes]);

  useEffect(
    () => openTab(routes, pathname + search),
    [routes, pathname, search],
  );

  useEffect(
    () =>
      onVisit((to) =>
        openTab(usePermissionStore.getState().routes, to.pathname + to.search),
      ),
    [],
  );
}
