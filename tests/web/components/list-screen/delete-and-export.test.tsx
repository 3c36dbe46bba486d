/**
 * Delete (a row's link and the toolbar's batch delete) asks first, naming
 * the ids, and sends nothing when cancelled; a delete the server refuses
 * leaves the list as it was. Export posts the current search (without
 * paging) to the schema's export URL and saves it under the export name.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import {
  changes,
  dataRows,
  firstPage,
  listCalls,
  names,
  option,
  renderWidgets,
  requests,
  resetWidgets,
  rowOf,
  searchForm,
  widgetDb,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const toolbarButton = (label: string) =>
  within(document.querySelector<HTMLElement>('.crud-toolbar')!).getByRole(
    'button',
    { name: new RegExp(`${label}$`) },
  );
const checked = () =>
  dataRows().filter(
    (r) => (within(r).getByRole('checkbox') as HTMLInputElement).checked,
  );

describe('list screen: delete', () => {
  beforeEach(() => resetWidgets());

  it('deletes a row from its link after confirmation naming its id, then reloads', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    const loads = listCalls().length;
    await ue.click(
      within(rowOf('Widget 04')).getByRole('button', {
        name: 'Delete Widget 04',
      }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'System prompt',
        content: 'Delete widget ID "4"?',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Deleted successfully'),
    );
    expect(changes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /test/widget/4',
    ]);
    await waitFor(() => expect(listCalls().length).toBe(loads + 1));
    await waitFor(() => expect(names()).not.toContain('Widget 04'));
    expect(screen.getByText('Total 24')).toBeInTheDocument();
  });

  it('deletes the selected rows after confirmation naming their ids, and clears the selection', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    await ue.click(within(rowOf('Widget 02')).getByRole('checkbox'));
    await ue.click(within(rowOf('Widget 05')).getByRole('checkbox'));
    await ue.click(toolbarButton('Delete'));
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete widget ID "2,5"?' }),
    );
    await waitFor(() =>
      expect(changes().map((r) => `${r.method} ${r.path}`)).toEqual([
        'DELETE /test/widget/2,5',
      ]),
    );
    await waitFor(() =>
      expect(names()).toEqual([
        'Widget 01',
        'Widget 03',
        'Widget 04',
        'Widget 06',
        'Widget 07',
        'Widget 08',
        'Widget 09',
        'Widget 10',
        'Widget 11',
        'Widget 12',
      ]),
    );
    expect(fb.success).toHaveBeenCalledWith('Deleted successfully');
    expect(checked()).toEqual([]);
    expect(toolbarButton('Delete')).toBeDisabled();
  });

  it('sends nothing when the confirmation is cancelled, from a row or the toolbar', async () => {
    const { ue, fb } = renderWidgets({ confirm: false });
    await firstPage();
    await ue.click(
      within(rowOf('Widget 04')).getByRole('button', {
        name: 'Delete Widget 04',
      }),
    );
    await ue.click(within(rowOf('Widget 07')).getByRole('checkbox'));
    await ue.click(toolbarButton('Delete'));
    expect(fb.confirm).toHaveBeenCalledTimes(2);
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Delete widget ID "7"?' }),
    );
    // let anything the cancelled deletes might send go out
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes()).toEqual([]);
    expect(fb.success).not.toHaveBeenCalled();
    expect(widgetDb.rows).toHaveLength(25);
    expect(names()).toHaveLength(10);
    // the selection stays for another try
    expect(checked()).toHaveLength(1);
    expect(toolbarButton('Delete')).toBeEnabled();
  });

  it('a delete the server refuses shows its message and keeps the rows', async () => {
    server.use(
      http.delete('*/test/widget/:ids', () =>
        fail(500, 'Widget 03 is in use and cannot be deleted'),
      ),
    );
    const { ue, fb } = renderWidgets();
    await firstPage();
    const loads = listCalls().length;
    await ue.click(
      within(rowOf('Widget 03')).getByRole('button', {
        name: 'Delete Widget 03',
      }),
    );
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Widget 03 is in use and cannot be deleted',
      ),
    );
    expect(fb.success).not.toHaveBeenCalled();
    expect(listCalls()).toHaveLength(loads);
    expect(names()).toContain('Widget 03');
  });
});

/** Collects the names of files saved through a download link. */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
const exportBodies = () =>
  requests
    .filter((r) => r.method === 'POST' && r.path === '/test/widget/export')
    .map((r) => Object.fromEntries(new URLSearchParams(r.body)));

describe('list screen: export', () => {
  beforeEach(() => resetWidgets());

  it('posts the search as the form shows it and the sort, not the page, to the export URL and saves the file', async () => {
    const saved = savedFiles();
    const { ue, fb } = renderWidgets();
    await firstPage();
    await ue.click(
      within(screen.getByRole('columnheader', { name: /Order/ })).getByText(
        'Order',
      ),
    );
    await waitFor(() => expect(listCalls()).toHaveLength(2));

    const search = searchForm();
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    await ue.click(await option('Normal'));
    // typed but not searched: exported as the form shows it, like RuoYi
    await ue.type(
      within(search).getByPlaceholderText('Please enter Widget name'),
      'Widget 1',
    );
    await ue.click(screen.getByRole('button', { name: /Export$/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(listCalls()).toHaveLength(2);
    expect(exportBodies()).toEqual([
      {
        widgetName: 'Widget 1',
        status: '0',
        orderByColumn: 'sort',
        isAsc: 'ascending',
      },
    ]);
    expect(saved[0]).toMatch(/^widget_\d+\.xlsx$/);
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('exports with the date range', async () => {
    const saved = savedFiles();
    const { ue } = renderWidgets();
    await firstPage();
    const search = searchForm();
    await ue.type(
      within(search).getByPlaceholderText('Start date'),
      '2024-03-10',
    );
    await ue.type(
      within(search).getByPlaceholderText('End date'),
      '2024-03-19',
    );
    await ue.keyboard('{Enter}');
    await ue.click(screen.getByRole('button', { name: /Export$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportBodies()).toEqual([
      {
        'params[beginTime]': '2024-03-10',
        'params[endTime]': '2024-03-19',
      },
    ]);
  });
});
