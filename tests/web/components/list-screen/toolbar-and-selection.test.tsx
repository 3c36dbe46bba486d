/**
 * The right toolbar and the selection: Refresh loads the same page of the
 * same search again and clears the selection, the search toggle hides and
 * shows the search form (keeping what was typed), the view's own toolbar
 * buttons come after the standard ones, the view can refuse Add, Edit and
 * Delete, and toggleable columns can be hidden.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataRows,
  firstPage,
  listCalls,
  names,
  renderWidgets,
  resetWidgets,
  rowOf,
  searchForm,
  table,
  widgetSchema,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const toolbar = () => document.querySelector<HTMLElement>('.crud-toolbar')!;
const toolbarButton = (label: string) =>
  within(toolbar()).getByRole('button', { name: new RegExp(`${label}$`) });
const checked = () =>
  dataRows().filter(
    (r) => (within(r).getByRole('checkbox') as HTMLInputElement).checked,
  );

describe('list screen: toolbar and selection', () => {
  beforeEach(() => resetWidgets());

  it('Refresh loads the same page and search again and clears the selection', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.type(
      within(searchForm()).getByPlaceholderText('Please enter Widget name'),
      'Widget',
    );
    const searched = listCalls().length + 1;
    await ue.click(
      within(searchForm()).getByRole('button', { name: /Search/ }),
    );
    await waitFor(() => expect(listCalls()).toHaveLength(searched));
    await ue.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).toBe('Widget 11'));
    // rows can be ticked once the table has stopped loading (a loading
    // table takes no clicks)
    await waitFor(() =>
      expect(table().closest('.ant-spin-spinning')).toBeNull(),
    );
    await ue.click(within(rowOf('Widget 12')).getByRole('checkbox'));
    expect(toolbarButton('Delete')).toBeEnabled();
    const loads = listCalls().length;

    await ue.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCalls()).toHaveLength(loads + 1));
    expect(listCalls().at(-1)).toEqual({
      pageNum: '2',
      pageSize: '10',
      widgetName: 'Widget',
    });
    expect(checked()).toEqual([]);
    expect(toolbarButton('Delete')).toBeDisabled();
  });

  it('hides and shows the search form, keeping what was typed', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.type(
      within(searchForm()).getByPlaceholderText('Please enter Widget name'),
      'Widget 2',
    );
    await ue.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Show search' }));
    expect(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Widget name',
      ),
    ).toHaveValue('Widget 2');
  });

  it("puts the view's own buttons after the standard ones and lets the view refuse Add, Edit and Delete", async () => {
    const archive = vi.fn();
    const { ue } = renderWidgets({
      extra: {
        toolbar: [
          {
            key: 'archive',
            label: 'Archive',
            perm: 'test:widget:edit',
            onClick: archive,
          },
          {
            key: 'audit',
            label: 'Audit',
            perm: 'test:widget:audit',
            onClick: () => {},
          },
        ],
        addDisabled: true,
        editDisabled: true,
        removeDisabled: true,
      },
    });
    await firstPage();
    expect(
      within(toolbar())
        .getAllByRole('button')
        .filter((b) => !b.closest('.crud-toolbar__right'))
        .map((b) => b.textContent),
    ).toEqual(['Add', 'Edit', 'Delete', 'Export', 'Archive']);
    await ue.click(within(rowOf('Widget 02')).getByRole('checkbox'));
    expect(toolbarButton('Add')).toBeDisabled();
    expect(toolbarButton('Edit')).toBeDisabled();
    expect(toolbarButton('Delete')).toBeDisabled();
    await ue.click(toolbarButton('Archive'));
    expect(archive).toHaveBeenCalledTimes(1);
  });

  it('hides a toggleable column from the column menu', async () => {
    const { ue } = renderWidgets({
      schema: { ...widgetSchema, toggleable: ['widgetCode', 'sort'] },
    });
    await firstPage();
    await ue.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    const code = await screen.findByRole('checkbox', { name: 'Widget code' });
    expect(
      screen.queryByRole('checkbox', { name: 'Widget name' }),
    ).not.toBeInTheDocument();
    await ue.click(code);
    await waitFor(() =>
      expect(
        within(table()).queryByRole('columnheader', { name: 'Widget code' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(rowOf('Widget 02')).queryByText('w02')).toBeNull();
    expect(
      within(table()).getByRole('columnheader', { name: /Order/ }),
    ).toBeInTheDocument();
  });

  // A selection never outlives the rows it was made on: after paging no row
  // is ticked, and Delete must not act on a row out of sight (RuoYi's table
  // drops rows that are no longer shown).
  it('a new page of rows starts unselected', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(within(rowOf('Widget 03')).getByRole('checkbox'));
    expect(toolbarButton('Delete')).toBeEnabled();
    await ue.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).toBe('Widget 11'));
    expect(checked()).toEqual([]);
    expect(toolbarButton('Edit')).toBeDisabled();
    expect(toolbarButton('Delete')).toBeDisabled();
  });
});
