import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTab } from '@/hooks/use-tab';
import { LAYOUT_ROUTES } from '@/router/constant-routes';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore, type TagView } from '@/stores/tags-view';

const home: TagView = {
  path: '/pc/index',
  name: 'Index',
  title: 'home',
  meta: { title: 'home', affix: true },
};
const view = (path: string): TagView => ({
  path,
  title: path,
  meta: { title: path },
});

function setup(url: string, views: TagView[]) {
  usePermissionStore.setState({
    routes: [
      ...LAYOUT_ROUTES,
      {
        path: '/system/user',
        name: 'User',
        meta: { title: 'Users' },
        view: { type: 'page', component: 'system/user/index' },
      },
    ],
  });
  for (const v of views) useTagsViewStore.getState().addView(v);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const { pathname, search } = useLocation();
      return { tab: useTab(), at: pathname + search };
    },
    { wrapper },
  );
}

const paths = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);

describe('useTab', () => {
  it('closing the current page opens the last remaining tab', () => {
    const { result } = setup('/b', [home, view('/a'), view('/b'), view('/c')]);
    act(() => result.current.tab.closePage());
    expect(paths()).toEqual(['/pc/index', '/a', '/c']);
    expect(result.current.at).toBe('/c');
  });

  it('when no tab remains, the home page reloads through the redirect route', () => {
    const { result } = setup('/pc/index', [view('/pc/index')]);
    act(() => result.current.tab.closePage());
    expect(paths()).toEqual([]);
    expect(result.current.at).toBe('/redirect/pc/index');
  });

  it('when no tab remains, any other page goes to /', () => {
    const { result } = setup('/a', [view('/a')]);
    act(() => result.current.tab.closePage());
    expect(result.current.at).toBe('/');
  });

  it('closing another tab stays on the current page', () => {
    const { result } = setup('/a', [home, view('/a'), view('/b')]);
    act(() => result.current.tab.closePage(view('/b')));
    expect(result.current.at).toBe('/a');
    act(() => result.current.tab.closeRightPage(home));
    expect(result.current.at).toBe('/pc/index');
  });

  it('close others opens the chosen tab', () => {
    const { result } = setup('/a', [home, view('/a'), view('/b')]);
    act(() => result.current.tab.closeOtherPage(view('/b')));
    expect(paths()).toEqual(['/pc/index', '/b']);
    expect(result.current.at).toBe('/b');
  });

  it('close and open another page', () => {
    const { result } = setup('/a', [home, view('/a')]);
    act(() => result.current.tab.closeOpenPage('/system/user'));
    expect(paths()).toEqual(['/pc/index']);
    expect(result.current.at).toBe('/system/user');
  });

  it('opens a page with a title, and updates a tab title', () => {
    const { result } = setup('/pc/index', [home]);
    act(() => result.current.tab.openPage('/system/user?id=7', 'User 7'));
    expect(result.current.at).toBe('/system/user?id=7');
    expect(useTagsViewStore.getState().visitedViews[1]).toMatchObject({
      path: '/system/user?id=7',
      name: 'User',
      title: 'User 7',
      customTitle: true,
    });
    act(() =>
      result.current.tab.updatePage({
        path: '/system/user?id=7',
        title: 'User seven',
      }),
    );
    expect(useTagsViewStore.getState().visitedViews[1].title).toBe(
      'User seven',
    );
  });

  it('refresh drops the cache and goes through the redirect route with the query', () => {
    const { result } = setup('/a?x=1', [home, view('/a?x=1')]);
    act(() => result.current.tab.refreshPage());
    expect(useTagsViewStore.getState().cachedViews).not.toContain('/a?x=1');
    expect(paths()).toContain('/a?x=1');
    expect(result.current.at).toBe('/redirect/a?x=1');
  });

  it('the page at the address is the current one, even before it is drawn', async () => {
    // The router draws a navigation in a transition: on a busy machine the
    // tab of a page just opened can be closed before its page is drawn. The
    // close must still leave that page, for the last remaining tab.
    usePermissionStore.setState({ routes: [...LAYOUT_ROUTES] });
    for (const v of [home, view('/a'), view('/b'), view('/c')])
      useTagsViewStore.getState().addView(v);
    const history = createMemoryHistory({
      initialEntries: ['/c'],
      v5Compat: true,
    });
    const { result } = renderHook(
      () => {
        const { pathname, search } = useLocation();
        return { tab: useTab(), at: pathname + search };
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <HistoryRouter history={history}>{children}</HistoryRouter>
        ),
      },
    );
    const drawnAtC = result.current.tab;
    // The address moves to /a; nothing has been drawn since.
    history.push('/a');
    act(() => drawnAtC.closePage(view('/a')));
    expect(paths()).toEqual(['/pc/index', '/b', '/c']);
    expect(history.location.pathname).toBe('/c');
    await waitFor(() => expect(result.current.at).toBe('/c'));
  });
});
