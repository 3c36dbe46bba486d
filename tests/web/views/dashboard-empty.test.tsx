import { configure, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { panelsFixture } from '../../../mocks/handlers/dashboard';
import { server } from '../../../mocks/node';
import { loadNamespaces } from '@/lib/i18n';
import { useUserStore } from '@/stores/user';
import DashboardPage from '@/views/dashboard';

// A dashboard with nothing to count yet (an install without the demo data):
// each chart says what it will show and how to get there, in the reader's
// language, rather than drawing an empty frame.

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 30_000 });

/** Every panel present, none with anything in it. */
function emptyPanels() {
  const all = panelsFixture();
  const zero = <T extends object>(days: T[], keys: (keyof T)[]) =>
    days.map((d) => ({ ...d, ...Object.fromEntries(keys.map((k) => [k, 0])) }));
  return {
    enquiries: {
      total: 0,
      handled: 0,
      today: 0,
      days: zero(all.enquiries.days, ['total', 'handled']),
      responseTime: {
        medianHours: null,
        answered: 0,
        targetHours: 72,
        days: 30,
      },
    },
    records: { total: 0, columns: [] },
    products: { total: 0, columns: [] },
    signIns: {
      success: 0,
      failure: 0,
      todaySuccess: 0,
      todayFailure: 0,
      days: zero(all.signIns.days, ['success', 'failure']),
    },
    operations: {
      ...all.operations,
      total: 0,
      today: 0,
      modules: [],
      otherModules: 0,
      types: [],
    },
  };
}

function setup() {
  server.use(
    http.get('*/dashboard/panels', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: emptyPanels() }),
    ),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({
    name: 'admin',
    nickName: 'admin',
    permissions: ['*:*:*'],
    roles: ['admin'],
  });
  render(
    <MemoryRouter>
      <App>
        <DashboardPage />
      </App>
    </MemoryRouter>,
  );
}

/** The chart card titled `title`: its empty state's heading and hint. */
async function emptyState(title: RegExp) {
  const card = (await screen.findByText(title)).closest('.dashboard__chart');
  const box = within(card as HTMLElement);
  return {
    heading: box.getByText((_, el) =>
      el!.classList.contains('dashboard__empty-title'),
    ).textContent,
    hint: box.getByText((_, el) =>
      el!.classList.contains('dashboard__empty-hint'),
    ).textContent,
    drawn: card!.querySelector('.chart'),
  };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('dashboard without figures yet', () => {
  it('explains each empty chart: what will appear and how to get it', async () => {
    setup();
    const enquiries = await emptyState(/^Enquiries per day/);
    expect(enquiries.heading).toBe('No enquiries in the last 30 days');
    expect(enquiries.hint).toMatch(
      /contact form of the public site appears here on its day.*Send one from the site's contact page/,
    );
    // the menu path is spelled out in the menu's own words
    expect(enquiries.hint).toMatch(/listed under Website content › \S+/);
    expect(enquiries.hint).not.toContain('$t(');
    expect(enquiries.drawn).toBeNull();

    const response = await emptyState(/^Response time/);
    expect(response.heading).toBe('No enquiry answered in the last 30 days');
    expect(response.hint).toMatch(
      /its first answer.*the target of 72 hours the thank-you page promises.*Website content › /,
    );

    const handled = await emptyState(/^Handled enquiries$/);
    expect(handled.hint).toMatch(/mark each one you have answered as handled/);
    const content = await emptyState(/ and .* per /i);
    expect(content.hint).toMatch(/Add them under Website content › /);
    const signIns = await emptyState(/^Sign-ins per day/);
    expect(signIns.hint).toMatch(
      /Each sign-in to this back office.*System › Logs › Login log/,
    );
    const modules = await emptyState(/^Operations per module/);
    expect(modules.hint).toMatch(/by the screen it was made on.*Operation log/);
    const types = await emptyState(/^Operations per type/);
    expect(types.hint).toMatch(/The same changes by kind/);
    for (const state of [response, handled, content, signIns, modules, types]) {
      expect(state.heading).toBeTruthy();
      expect(state.hint).not.toContain('$t(');
      expect(state.drawn).toBeNull();
    }
  });

  it('explains them in Japanese and in Chinese too', async () => {
    for (const [lang, title, hint] of [
      [
        'ja',
        /^日別のお問い合わせ/,
        /お問い合わせフォームから届いたお問い合わせが、日ごとに/,
      ],
      ['zh-CN', /^每日咨询/, /咨询表单提交的咨询会按天显示在这里/],
    ] as const) {
      await i18n.changeLanguage(lang);
      await loadNamespaces(['dashboard', 'menu', 'glossary']);
      setup();
      const state = await emptyState(title);
      expect(state.hint).toMatch(hint);
      expect(state.hint).not.toContain('$t(');
      const response = await emptyState(
        lang === 'ja' ? /^応答時間/ : /^响应时间/,
      );
      expect(response.hint).toMatch(/72/);
      expect(response.hint).not.toContain('$t(');
      document.body.innerHTML = '';
    }
  });
});
