import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AntdRoot from '@/app/antd-root';
import { antdLocale } from '@/app/antd-locale';
import { getLanguage } from '@/lib/i18n';

/** A matchMedia whose reduced-motion answer the test can flip. */
function fakeMotionPreference(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('prefers-reduced-motion') ? matches : false;
        },
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return (reduceNow: boolean) => {
    matches = reduceNow;
    listeners.forEach((l) => l());
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

async function renderRoot() {
  await act(async () => {
    render(
      // AntdRoot suspends until antd's locale for the UI language is loaded.
      <Suspense>
        <MemoryRouter>
          <Routes>
            <Route element={<AntdRoot />}>
              <Route index element={<MotionProbe />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Suspense>,
    );
  });
}

// antd's locale is a chunk of its own, transformed on first use: slow on a
// busy machine, so load it before the tests' clocks start.
beforeAll(() => antdLocale(getLanguage()), 180_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('antd motion follows the system reduced-motion preference', () => {
  it('animates when the system does not ask for less motion', async () => {
    fakeMotionPreference(false);
    await renderRoot();
    expect(await screen.findByLabelText('motion')).toHaveTextContent('true');
  });

  it('turns antd animations off under reduced motion, and back on when the preference changes', async () => {
    const setReduce = fakeMotionPreference(true);
    await renderRoot();
    expect(await screen.findByLabelText('motion')).toHaveTextContent('false');
    act(() => setReduce(false));
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });
});
