import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import DashboardPage from '@/views/dashboard';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 30_000 });
// jsdom has no canvas; echarts then measures text by itself (and quietly).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

const entry = (itemId: number, title: string) => ({
  kind: itemId === 2 ? 'product' : 'record',
  itemId,
  title,
  action: 'save',
  submittedBy: 'editor',
  submittedTime: `2030-01-1${itemId} 10:00:00`,
});

function setup(permissions: string[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/project/content/review/list', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows: [entry(1, 'Spring news'), entry(2, 'Pump X2')],
        total: 7,
      });
    }),
  );
  Cookies.set('Admin-Token', createSession('ry'));
  useUserStore.setState({
    name: 'ry',
    nickName: 'ry',
    permissions,
    roles: ['common'],
  });
  render(
    <MemoryRouter initialEntries={['/pc/index']}>
      <App>
        <Routes>
          <Route path="/pc/index" element={<DashboardPage />} />
          <Route path="/project/publishing" element={<p>Publishing page</p>} />
        </Routes>
      </App>
    </MemoryRouter>,
  );
  return { asked, ue: userEvent.setup({ delay: null }) };
}

describe('dashboard: waiting for review', () => {
  it('shows a publisher the first drafts in the queue and opens the queue', async () => {
    const { asked, ue } = setup([
      'project:record:list',
      'project:content:publish',
    ]);
    const list = await screen.findByRole('list', {
      name: 'Waiting for review',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Copy recordSpring newseditor · 2030-01-11 10:00:00',
      'ProductPump X2editor · 2030-01-12 10:00:00',
    ]);
    expect(screen.getByText('7 drafts wait for review')).toBeInTheDocument();
    expect(asked).toEqual(['?pageNum=1&pageSize=5']);
    await ue.click(
      screen.getByRole('button', { name: 'Open the review queue' }),
    );
    expect(await screen.findByText('Publishing page')).toBeInTheDocument();
  });

  it('has no panel, and asks nothing, for an editor who does not publish', async () => {
    const { asked } = setup(['project:record:list']);
    await screen.findByRole('region', { name: 'Key figures' });
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
