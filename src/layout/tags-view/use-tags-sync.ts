import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { affixTagViews, tagViewFor } from '@/router/tag-view';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore } from '@/stores/tags-view';

/**
 * Keeps the tab store in step with the router: the affixed tabs lead the
 * bar, tabs saved for routes this user no longer has are dropped, and each
 * page visited opens (or re-selects) its tab.
 */
export function useTagsSync(): void {
  const routes = usePermissionStore((s) => s.routes);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const store = useTagsViewStore.getState();
    store.pruneViews((v) => !!tagViewFor(routes, v.path));
    store.addAffixViews(affixTagViews(routes));
  }, [routes]);

  useEffect(() => {
    const view = tagViewFor(routes, pathname + search);
    if (view) useTagsViewStore.getState().addView(view);
  }, [routes, pathname, search]);
}
