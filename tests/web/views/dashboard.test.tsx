import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { panelsFixture } from '../../../mocks/handlers/dashboard';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import DashboardPage from '@/views/dashboard';
import {
  columnRows,
  columnsBar,
  enquiryLine,
  handledGauge,
} from '@/views/dashboard/chart-options';

vi.setConfig({ testTimeout: 90_000 });
// The charts' chunk (echarts) loads on first use: give it time on a busy machine.
configure({ asyncUtilTimeout: 30_000 });
// jsdom has no canvas; echarts then measures text by itself (and quietly).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

function setup(user: 'admin' | 'ry') {
  Cookies.set('Admin-Token', createSession(user));
  useUserStore.setState({
    name: user,
    nickName: user,
    permissions: user === 'admin' ? ['*:*:*'] : ['project:record:list'],
    roles: [user === 'admin' ? 'admin' : 'common'],
  });
  const searches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dashboard/panels')) searches.push(url.search);
  });
  render(
    <MemoryRouter>
      <App>
        <DashboardPage />
      </App>
    </MemoryRouter>,
  );
  // antd's Segmented keeps its radio inputs under a label that takes the click.
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  return { searches, ue };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Key figures' }))
    .getByText(label)
    .closest('dl')!;

describe('dashboard view', () => {
  it('shows every figure and a drawn chart per panel to the administrator', async () => {
    setup('admin');
    await screen.findByRole('region', { name: 'Key figures' });
    expect(figure('Enquiries')).toHaveTextContent('Enquiries51 today');
    expect(figure('Handled')).toHaveTextContent('Handled40%2 of 5');
    expect(figure('Copy records')).toHaveTextContent(
      'Copy records4in 2 columns',
    );
    expect(figure('Products')).toHaveTextContent('Products2in 1 column');
    expect(figure('Sign-ins today')).toHaveTextContent('21 failed');
    expect(figure('Operations today')).toHaveTextContent('14 in 30 days');
    for (const title of [
      'Enquiries per day (last 30 days)',
      'Handled enquiries',
      'Copy records and products per column',
      'Sign-ins per day (last 14 days)',
      'Operations per module (last 30 days)',
      'Operations per type (last 30 days)',
    ]) {
      expect(await screen.findByRole('img', { name: title })).toBeVisible();
    }
    expect(
      screen.getByText('2 of 5 enquiries handled, 3 open'),
    ).toBeInTheDocument();
    // how fast enquiries are answered, beside the enquiry charts
    expect(
      within(
        screen.getByRole('region', { name: 'Median response time' }),
      ).getByText('18.5 h'),
    ).toBeInTheDocument();
  });

  it('asks for another sign-in period and redraws that chart', async () => {
    const { searches, ue } = setup('admin');
    await screen.findByRole('img', { name: 'Sign-ins per day (last 14 days)' });
    expect(searches[0]).toBe('?signInDays=14');
    await ue.click(screen.getByText('30 days'));
    expect(
      await screen.findByRole('img', {
        name: 'Sign-ins per day (last 30 days)',
      }),
    ).toBeInTheDocument();
    expect(searches.at(-1)).toBe('?signInDays=30');
  });

  it('shows only the panels the server answers (a records editor: records only)', async () => {
    setup('ry');
    await screen.findByRole('img', { name: 'Copy records per column' });
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Copy records']);
    expect(screen.queryByText(/Enquiries per day/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sign-ins per day/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Operations per/)).not.toBeInTheDocument();
  });

  it('says so when a panel has nothing to draw, rather than an empty frame', async () => {
    const all = panelsFixture();
    server.use(
      http.get('*/dashboard/panels', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: {
            enquiries: {
              total: 0,
              handled: 0,
              today: 0,
              days: all.enquiries.days.map((d) => ({
                ...d,
                total: 0,
                handled: 0,
              })),
              responseTime: {
                medianHours: null,
                answered: 0,
                targetHours: 72,
                days: 30,
              },
            },
            operations: { ...all.operations, total: 0, modules: [], types: [] },
          },
        }),
      ),
    );
    setup('admin');
    expect(
      await screen.findByText('No enquiries in the last 30 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('No enquiries yet')).toBeInTheDocument();
    expect(
      screen.getByText('No enquiry answered in the last 30 days'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('No operations in the last 30 days'),
    ).toHaveLength(2);
    expect(document.querySelector('.chart')).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/dashboard/panels', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({
              code: 200,
              msg: 'ok',
              data: { records: panelsFixture().records },
            });
      }),
    );
    const { ue } = setup('admin');
    await ue.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', { name: 'Copy records per column' }),
    ).toBeInTheDocument();
  });
});

describe('dashboard chart options', () => {
  const { enquiries, records, products } = panelsFixture();

  it('merges records and products per column in the order they come', () => {
    expect(columnRows(records, products)).toEqual([
      { navId: 5, navName: 'News', records: 3, products: 0 },
      { navId: 9, navName: 'Web', records: 1, products: 0 },
      { navId: 11, navName: 'Equipment', records: 0, products: 2 },
    ]);
    const bar = columnsBar(
      { products },
      { records: 'R', products: 'P', axis: { x: 'Column', y: 'Entries' } },
    );
    expect((bar.series as { name: string }[]).map((s) => s.name)).toEqual([
      'P',
    ]);
  });

  it('draws every day of the period and the handled share in per cent', () => {
    const line = enquiryLine(enquiries.days, {
      received: 'Received',
      handled: 'Handled',
      axis: { x: 'Date', y: 'Enquiries' },
    });
    const x = line.xAxis as { data: string[]; name: string };
    expect(x.data).toHaveLength(30);
    expect(x.data.at(-1)).toBe('03-30');
    expect(x.name).toBe('Date');
    const [received] = line.series as { data: number[] }[];
    expect(received.data.filter(Boolean)).toEqual([3, 1]);
    const gauge = handledGauge(2, 3, { name: 'Handled' });
    const [g] = gauge.series as { data: { value: number }[] }[];
    expect(g.data[0].value).toBe(66.7);
  });
});

describe('dashboard texts', () => {
  const files = import.meta.glob<{ default: Record<string, unknown> }>(
    '/src/locales/*/dashboard.json',
    { eager: true },
  );
  /** Flat keys, English plural forms (`_one`, `_other`) as their base key. */
  const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k.replace(/_(one|other)$/, '')}`],
    );
  const of = (lang: string) =>
    files[`/src/locales/${lang}/dashboard.json`].default;

  it('en, zh-CN and ja have the same keys, none empty', () => {
    const en = [...new Set(keys(of('en')))].sort();
    for (const lang of ['zh-CN', 'ja']) {
      expect([...new Set(keys(of(lang)))].sort(), lang).toEqual(en);
    }
    for (const lang of ['en', 'zh-CN', 'ja']) {
      const values = JSON.stringify(of(lang));
      expect(values, lang).not.toMatch(/:""/);
    }
  });
});
