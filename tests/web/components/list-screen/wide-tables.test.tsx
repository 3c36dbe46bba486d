/**
 * Tables wider than the page: every list screen scrolls sideways with its
 * actions column pinned at the right, offers every column in the right
 * toolbar's column menu and remembers the hidden ones in the browser per
 * screen (a reload keeps them), shows the schema's one-line help above the
 * list, and sizes its search fields to show their whole placeholders.
 */
import { cleanup, configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldWidth, textWidth } from '@/components/list-screen/field-width';
import i18n from '@/lib/i18n';
import {
  firstPage,
  NS,
  renderWidgets,
  resetWidgets,
  searchForm,
  table,
  widgetSchema,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Opens the column menu and returns its group of checkboxes. */
async function columnMenu(ue: ReturnType<typeof renderWidgets>['ue']) {
  await ue.click(screen.getByRole('button', { name: 'Show/hide columns' }));
  return screen.findByRole('group', { name: 'Columns' });
}

describe('list screen: wide tables', () => {
  beforeEach(() => resetWidgets());

  it('scrolls sideways with the actions column pinned at the right', async () => {
    renderWidgets();
    await firstPage();
    const actions = within(table()).getByRole('columnheader', {
      name: 'Actions',
    });
    expect(actions).toHaveClass('ant-table-cell-fix-end');
    expect(table().closest('.ant-table')).toHaveClass(
      'ant-table-scroll-horizontal',
    );
    // every row's actions cell is pinned too
    const cells = table().querySelectorAll('tbody td.ant-table-cell-fix-end');
    expect(cells).toHaveLength(10);
  });

  it('lets the schema leave the actions column unpinned', async () => {
    renderWidgets({
      schema: { ...widgetSchema, actions: { fixed: false } },
    });
    await firstPage();
    expect(
      within(table()).getByRole('columnheader', { name: 'Actions' }),
    ).not.toHaveClass('ant-table-cell-fix-end');
  });

  it('hides a column from the column menu and keeps it hidden after a reload', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const menu = await columnMenu(ue);
    // every column of the schema is offered, by its title
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([
      'Widget ID',
      'Widget code',
      'Widget name',
      'Kind',
      'Status',
      'Order',
      'Created',
    ]);
    await ue.click(within(menu).getByRole('checkbox', { name: 'Created' }));
    expect(headers()).not.toContain('Created');
    expect(headers()).toContain('Order');

    cleanup(); // the page is left and opened again
    renderWidgets();
    await firstPage();
    expect(headers()).not.toContain('Created');
    const again = await columnMenu(ue);
    const created = within(again).getByRole('checkbox', { name: 'Created' });
    expect(created).not.toBeChecked();
    await ue.click(created);
    expect(headers()).toContain('Created');
  });

  it('keeps each screen its own hidden columns', async () => {
    localStorage.setItem(
      `list-columns:other-screen/widgetId`,
      JSON.stringify(['widgetName']),
    );
    localStorage.setItem(
      `list-columns:${NS}/widgetId`,
      JSON.stringify(['sort', 'no-such-column']),
    );
    renderWidgets();
    await firstPage();
    expect(headers()).not.toContain('Order');
    expect(headers()).toContain('Kind');
  });

  it("shows the schema's help above the list", async () => {
    i18n.addResource('en', NS, 'help', 'Widgets are what the shop sells.');
    renderWidgets({ schema: { ...widgetSchema, help: 'help' } });
    await firstPage();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Widgets are what the shop sells.');
    expect(
      note.compareDocumentPosition(searchForm()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('makes each search field wide enough for its placeholder', async () => {
    renderWidgets();
    await firstPage();
    const status = within(searchForm()).getByLabelText('Status');
    const select = status.closest<HTMLElement>('.ant-select')!;
    const width = parseInt(select.style.width, 10);
    expect(width).toBeGreaterThanOrEqual(
      textWidth('Please select Status') + 40,
    );
    const input = within(searchForm()).getByPlaceholderText(
      'Please enter Widget name',
    );
    const box = input.closest<HTMLElement>('.ant-input-affix-wrapper')!;
    expect(parseInt(box.style.width, 10)).toBeGreaterThanOrEqual(
      textWidth('Please enter Widget name') + 24,
    );
  });

  it('measures wide (Japanese, Chinese) characters a full em', () => {
    expect(textWidth('表示形式を選択してください')).toBe(13 * 14);
    expect(textWidth('Please s')).toBeLessThan(8 * 14);
    expect(fieldWidth('Please select Display type', 'select', 140)).toBe(
      textWidth('Please select Display type') + 52,
    );
    expect(fieldWidth('Short', 'select', 140)).toBe(140);
    expect(fieldWidth('Short', 'input')).toBe(200);
  });
});
