import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { computeDocumentTitle } from '@/stores/settings';
import { renderApp, signIn } from '../router/render-app';

vi.setConfig({ testTimeout: 60_000 });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the browser tab title', () => {
  it('is "<page> - <app name>", or the app name alone with the dynamic title off', () => {
    const page = { pageTitle: 'Users', dynamicTitle: true };
    expect(computeDocumentTitle(page, 'ウェブサイト管理システム')).toBe(
      'Users - ウェブサイト管理システム',
    );
    expect(computeDocumentTitle({ ...page, dynamicTitle: false }, 'App')).toBe(
      'App',
    );
    expect(computeDocumentTitle({ ...page, pageTitle: '' }, 'App')).toBe('App');
  });

  it('names the page and follows route and language changes', async () => {
    signIn('admin');
    renderApp('/system/user');
    await waitFor(
      () => expect(document.title).toBe('Users - Website management system'),
      { timeout: 20_000 },
    );
    await act(() => i18n.changeLanguage('ja'));
    await waitFor(() =>
      expect(document.title).toBe('ユーザー管理 - ウェブサイト管理システム'),
    );
    await act(() => i18n.changeLanguage('zh-CN'));
    await waitFor(() => expect(document.title).toBe('用户管理 - 网站管理系统'));
  });

  it('names the sign-in page in its language', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderApp('/login');
    await screen.findByRole('button', { name: 'ログイン' });
    await waitFor(() =>
      expect(document.title).toBe('ログイン - ウェブサイト管理システム'),
    );
  });
});
