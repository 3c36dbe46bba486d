import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { AppRoutes, NavigatorBridge } from '@/app/router';
import { setToken } from '@/lib/auth-token';
import { useUserStore } from '@/stores/user';

// Lazy chunks (antd, layout, views) are transformed on first use under
// vitest, and router navigations wait for them inside a transition.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

// Loading antd and the admin shell into jsdom the first time takes tens of
// seconds on a busy machine; do it once per file, before the tests' clocks.
beforeAll(async () => {
  await Promise.all([
    import('@/app/antd-root'),
    import('@/layout'),
    import('@/views/error/404'),
    import('@/views/dashboard'),
  ]);
}, 180_000);

/** Shows the router's current location for assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{pathname + search}</output>;
}

/** Signs `user` in on the mock server: token cookie + store. */
export function signIn(user: 'admin' | 'ry' = 'admin'): string {
  const token = createSession(user);
  setToken(token);
  useUserStore.setState({ token });
  return token;
}

/**
 * Renders the whole app (guard, route table, layouts, lazy views) at `url`
 * in a memory router, the way main.tsx mounts it under a hash router.
 */
export function renderApp(url: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return render(
    <MemoryRouter initialEntries={[url]}>
      <NavigatorBridge />
      <LocationProbe />
      <AppRoutes />
    </MemoryRouter>,
  );
}
