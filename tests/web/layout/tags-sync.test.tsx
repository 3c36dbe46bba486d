import { act, render, waitFor } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useTagsSync } from '@/layout/tags-view/use-tags-sync';
import { hashHistory } from '@/router/hash-history';
import type { AppRoute } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore } from '@/stores/tags-view';

const page = (path: string, title: string): AppRoute => ({
  path,
  meta: { title, icon: '', noCache: false, link: null },
  view: { type: 'page', component: 'system/user/index' },
});

function Sync() {
  useTagsSync();
  return null;
}

afterEach(() => {
  act(() => hashHistory.replace('/'));
  useTagsViewStore.getState().delAllViews();
});

describe('tabs follow every navigation', () => {
  it('opens a tab for each page even when the router skips rendering the ones left at once', async () => {
    usePermissionStore.setState({
      routes: [
        page('/a', 'Page A'),
        page('/b', 'Page B'),
        page('/c', 'Page C'),
      ],
    });
    render(
      <HistoryRouter history={hashHistory}>
        <Sync />
      </HistoryRouter>,
    );
    // Three clicks before the router renders (it renders in a transition,
    // so only /c is ever committed).
    act(() => {
      hashHistory.push('/a');
      hashHistory.push('/b');
      hashHistory.push('/c');
    });
    await waitFor(() =>
      expect(
        useTagsViewStore.getState().visitedViews.map((v) => v.path),
      ).toEqual(['/a', '/b', '/c']),
    );
    expect(window.location.hash).toBe('#/c');
  });
});
