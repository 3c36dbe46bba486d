import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Guard } from '@/app/guard';
import { NavigatorBridge } from '@/app/router';
import { hashHistory } from '@/router/hash-history';
import { navigateTo } from '@/lib/history';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';

/** The address bar: the router only renders a location once its page is ready. */
const address = () => decodeURIComponent(window.location.hash);

describe('access guard redirects', () => {
  it('sends a signed-out visit to the login page even while the login page is still loading', async () => {
    // The sign-in page's code arrives only when the test lets it.
    let arrive!: () => void;
    const LoginPage = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Sign in</h1> });
        }),
    );
    const routes: RouteObject[] = [
      { path: '/login', element: <LoginPage /> },
      { path: '/system/notice', element: <h1>Notices</h1> },
    ];
    useUserStore.setState({ token: 'T' });
    usePermissionStore.setState({ accessReady: true, owner: 'T' });
    window.location.hash = '#/system/notice';
    render(
      <HistoryRouter history={hashHistory}>
        <NavigatorBridge />
        <Suspense fallback="loading">
          <Guard routes={routes} />
        </Suspense>
      </HistoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Notices' }),
    ).toBeInTheDocument();

    // Log out: the session ends, then the app heads for the sign-in page,
    // whose code has not come yet.
    await act(async () => {
      useUserStore.setState({ token: '' });
      await Promise.resolve();
      navigateTo('/login?redirect=%2Fpc%2Findex', { replace: true });
    });
    expect(address()).toBe('#/login?redirect=/pc/index');

    // Back to the page just left, before the sign-in page has shown.
    await act(async () => navigateTo('/system/notice'));
    await waitFor(() =>
      expect(address()).toBe('#/login?redirect=/system/notice'),
    );

    await act(async () => arrive());
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
  });
});
