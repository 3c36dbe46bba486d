import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import GenPage from '@/views/tool/gen';

vi.setConfig({ testTimeout: 60_000 });

/** The server's answer: keys in RuoYi's template shape, `paths` naming the files. */
const PREVIEW = {
  code: 200,
  msg: 'ok',
  data: {
    'vm/ts/route.javascript.vm': "export const route = 'demo';",
    'vm/tsx/dialog.javascript.vm': 'export function WidgetDialog() {}',
    'vm/sql/menu.sql.vm': 'INSERT INTO sys_menu VALUES (1);',
  },
  paths: {
    'vm/ts/route.javascript.vm': 'server/src/routes/generated/demo-widget.ts',
    'vm/tsx/dialog.javascript.vm': 'src/views/demo/widget/widget-dialog.tsx',
    'vm/sql/menu.sql.vm': 'server/migrations/0030_demo_widget_menu.sql',
  },
};

it("shows the generated files by their paths in the project, not RuoYi's template keys", async () => {
  Cookies.set('Admin-Token', 'token');
  useUserStore.setState({
    permissions: ['tool:gen:list', 'tool:gen:preview'],
    roles: ['common'],
  });
  server.use(
    http.get('*/tool/gen/list', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        total: 1,
        rows: [
          {
            tableId: 7,
            tableName: 'demo_widget',
            tableComment: 'Widget',
            className: 'DemoWidget',
            createTime: '2026-01-01 10:00:00',
          },
        ],
      }),
    ),
    http.get('*/tool/gen/preview/7', () => HttpResponse.json(PREVIEW)),
  );
  render(
    <MemoryRouter>
      <App>
        <GenPage />
      </App>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: /Preview demo_widget/ }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Code preview');
  const tabs = within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  expect(tabs).toEqual([
    'routes/generated/demo-widget.ts',
    'views/demo/widget/widget-dialog.tsx',
    'server/migrations/0030_demo_widget_menu.sql',
  ]);
  expect(
    within(dialog).getByText('server/src/routes/generated/demo-widget.ts'),
  ).toBeInTheDocument();
  expect(within(dialog).getByTestId('gen-code')).toHaveTextContent(
    "export const route = 'demo';",
  );
  expect(dialog).not.toHaveTextContent('vm/ts/route.javascript.vm');
});
