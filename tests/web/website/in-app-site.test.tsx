// The public site inside the back office's own app (its route table has the
// site's routes under #/w). The site's behaviour on its own runtime is
// tested in tests/site.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countSiteRequests,
  stopCountingSiteRequests,
} from '../../../mocks/site-requests';
import { navigateTo } from '@/lib/history';
import { renderApp, signIn } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });

describe('the public site in the back office app (#/w)', () => {
  afterEach(() => {
    stopCountingSiteRequests();
  });

  it('shows the site to a signed-in user, calling its API without a token and in Japanese', async () => {
    signIn('admin');
    const requests = countSiteRequests();
    renderApp('/w');
    await screen.findByRole('heading', { name: '明日をつくる。' });
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: /お知らせ/ })).toHaveAttribute(
      'href',
      '/w/menu/informations/5',
    );
    expect(requests.seen.length).toBeGreaterThan(0);
    for (const r of requests.seen) {
      expect(r.headers.get('Authorization'), r.path).toBeNull();
      expect(r.headers.get('Content-Language'), r.path).toBe('ja');
    }
  });

  it('follows the app’s navigation, keeping the home page alive', async () => {
    const requests = countSiteRequests();
    renderApp('/w');
    await screen.findByRole('heading', { name: '明日をつくる。' });
    act(() => navigateTo('/w/menu/informations/5'));
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    expect(location()).toHaveTextContent('/w/menu/informations/5');
    act(() => navigateTo('/w'));
    await screen.findByRole('heading', { name: '明日をつくる。' });
    act(() => navigateTo('/w/menu/informations/5'));
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    await waitFor(() =>
      expect(requests.count('/website/columns/5/records')).toBe(2),
    );
    expect(requests.count('/website/home')).toBe(1);
  });

  it('shows the site’s own not-found page for unknown site paths, not the app’s', async () => {
    renderApp('/w/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    // In the site's frame.
    expect(
      screen.getByRole('navigation', { name: 'メインメニュー' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/w/no/such/page');
  });
});
