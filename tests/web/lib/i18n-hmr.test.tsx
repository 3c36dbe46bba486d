import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import {
  acceptLocaleUpdates,
  applyLocaleUpdate,
  LOCALES_EVENT,
  type LocaleUpdate,
} from '@/lib/i18n-hmr';

let loginTexts: Record<string, unknown>;

beforeAll(() => {
  loginTexts = { ...i18n.getResourceBundle('en', 'login') };
});

afterEach(() => {
  i18n.removeResourceBundle('en', 'login');
  i18n.addResourceBundle('en', 'login', loginTexts);
});

function Subtitle() {
  const { t } = useTranslation('login');
  return <p>{t('subtitle')}</p>;
}

it('an edited locale file re-renders what shows its texts, without remounting it', async () => {
  const mounted = vi.fn();
  function Counter() {
    mounted();
    return null;
  }
  const view = render(
    <>
      <Subtitle />
      <Counter />
    </>,
  );
  expect(screen.getByText(loginTexts.subtitle as string)).toBeInTheDocument();
  const renders = mounted.mock.calls.length;
  await act(async () => {
    expect(
      applyLocaleUpdate(i18n, {
        lang: 'en',
        ns: 'login',
        resources: { subtitle: 'Sign in, edited' },
      }),
    ).toBe(true);
  });
  expect(await screen.findByText('Sign in, edited')).toBeInTheDocument();
  // The new file replaces the old: a key it no longer has is gone.
  expect(i18n.exists('login:username')).toBe(false);
  // The same elements: nothing remounted (a remount would lose state).
  expect(view.container.querySelector('p')).toHaveTextContent(
    'Sign in, edited',
  );
  expect(mounted.mock.calls.length).toBe(renders);
});

it('leaves a namespace not loaded yet alone: it loads the new file when asked for', () => {
  const update: LocaleUpdate = {
    lang: 'ja',
    ns: 'login',
    resources: { subtitle: '編集' },
  };
  expect(i18n.hasResourceBundle('ja', 'login')).toBe(false);
  expect(applyLocaleUpdate(i18n, update)).toBe(false);
  expect(i18n.hasResourceBundle('ja', 'login')).toBe(false);
});

it("listens for the dev server's locale event on Vite's HMR API", () => {
  let listener: ((data: LocaleUpdate) => void) | undefined;
  const hot = {
    on: vi.fn((event: string, cb: (data: LocaleUpdate) => void) => {
      if (event === LOCALES_EVENT) listener = cb;
    }),
  };
  acceptLocaleUpdates(i18n, hot);
  expect(hot.on).toHaveBeenCalledWith(LOCALES_EVENT, expect.any(Function));
  listener!({ lang: 'en', ns: 'login', resources: { subtitle: 'From HMR' } });
  expect(i18n.t('login:subtitle')).toBe('From HMR');
});
