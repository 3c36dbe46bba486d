import {
  Activity,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ContextType,
  type ReactElement,
} from 'react';
import { Layout } from 'antd';
import {
  UNSAFE_LocationContext as LocationContext,
  useOutlet,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import i18n from '@/lib/i18n';
import { routeTitle } from '@/router/route-title';
import { useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';
import { nextPanes, type PaneState } from './keep-alive/panes';
import { useScrollMemory } from './keep-alive/use-scroll-memory';
import { MAIN_ID } from './skip-link';
import { useCurrentRoute } from './use-current-route';

type LocationValue = ContextType<typeof LocationContext>;
type Panes = PaneState<ReactElement | null, LocationValue>;

function ViewLoading() {
  return (
    <div className="page-loading page-loading--inline" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{i18n.t('common:loading')}</span>
    </div>
  );
}

/** The page area's name: "Page content: <page title>". */
function useMainLabel(): string {
  const { t } = useTranslation('a11y');
  const title = routeTitle(useCurrentRoute());
  return title ? t('main', { title }) : t('mainUntitled');
}

/** Full paths of the pages to keep alive: cached tabs and link tabs. */
function useKeepSet(): ReadonlySet<string> {
  const tagsView = useSettingsStore((s) => s.tagsView);
  const cached = useTagsViewStore((s) => s.cachedViews);
  const frames = useTagsViewStore((s) => s.iframeViews);
  return useMemo(
    () => new Set(tagsView ? [...cached, ...frames] : []),
    [tagsView, cached, frames],
  );
}

/**
 * The page area: the matched child route, lazily loaded. With the tab bar
 * on, pages of cached tabs stay mounted while another tab shows (hidden in
 * an <Activity>, their effects paused), so their forms, lists and scroll
 * position are as left; link tabs keep their frames loaded. Hidden pages
 * keep seeing the location they were opened at. Closing or refreshing a tab
 * (or a noCache page) drops its page.
 */
export function AppMain() {
  const outlet = useOutlet();
  const live = useContext(LocationContext);
  const activeKey = live.location.pathname + live.location.search;
  const keep = useKeepSet();
  const [state, setState] = useState<Panes>({ panes: [], recent: [] });
  const next = nextPanes(
    state,
    { key: activeKey, element: outlet, location: live },
    keep,
  );
  // Derived during render (React's "adjust state on prop change" pattern).
  if (next !== state) setState(next);
  useScrollMemory(activeKey, next.panes);
  const label = useMainLabel();

  // <main>, focusable by the skip link (not by Tab).
  return (
    <Layout.Content
      className="app-main"
      id={MAIN_ID}
      tabIndex={-1}
      aria-label={label}
    >
      {next.panes.map((pane) => {
        const active = pane.key === activeKey;
        return (
          <Activity key={pane.key} mode={active ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={active ? live : pane.location}>
              <Suspense fallback={<ViewLoading />}>
                {active ? outlet : pane.element}
              </Suspense>
            </LocationContext.Provider>
          </Activity>
        );
      })}
    </Layout.Content>
  );
}
