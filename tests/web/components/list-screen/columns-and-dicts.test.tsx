/**
 * The table, search and form controls from the schema: column titles from
 * the screen's `fields` texts, dictionary columns showing the dictionary's
 * label (the screen's own dictionary and a shared one), select and radio
 * options from dictionaries or the screen's own list, and a view's cell
 * drawn instead of the schema's.
 */
import { configure, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dialogTitled,
  firstPage,
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

/** The text of each cell of a row, after the checkbox. */
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .slice(1)
    .map((c) => c.textContent);
/** The option labels of the open select dropdown (not one on its way out). */
const openOptions = async () => {
  const shown = () =>
    [...document.querySelectorAll('.ant-select-dropdown')]
      .filter((d) => !/-leave\b|-hidden\b/.test(d.className))
      .flatMap((d) => [...d.querySelectorAll('.ant-select-item-option')])
      .map((o) => o.getAttribute('title'));
  await waitFor(() => expect(shown().length).toBeGreaterThan(0));
  return shown();
};

describe('list screen: columns and dictionaries', () => {
  beforeEach(() => resetWidgets());

  it('titles the columns from the texts and shows dictionary labels, not values', async () => {
    renderWidgets();
    await firstPage();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual([
      'Widget ID',
      'Widget code',
      'Widget name',
      'Kind',
      'Status',
      'Order',
      'Created',
      'Actions',
    ]);
    // kind from the screen's own dictionary, status from the shared one
    await waitFor(() =>
      expect(cells('Widget 03').slice(0, 5)).toEqual([
        '3',
        'w03',
        'Widget 03',
        'Gadget',
        'Disabled',
      ]),
    );
    expect(cells('Widget 04').slice(3, 5)).toEqual(['Gizmo', 'Normal']);
  });

  it('lists select options from a dictionary or the screen, and radio options from a dictionary', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const search = searchForm();
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    expect(await openOptions()).toEqual(['Normal', 'Disabled']);
    await ue.keyboard('{Escape}');
    await ue.click(within(search).getByRole('combobox', { name: 'Kind' }));
    expect(await openOptions()).toEqual(['Gadget kind', 'Gizmo kind']);
    await ue.keyboard('{Escape}');

    await ue.click(
      within(document.querySelector<HTMLElement>('.crud-toolbar')!).getByRole(
        'button',
        { name: /Add$/ },
      ),
    );
    const dialog = await dialogTitled('Add widget');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Normal', 'Disabled']);
    await ue.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    expect(await openOptions()).toEqual(['Gadget', 'Gizmo']);
  });

  it("draws a view's cell instead of the schema's, and a schema render with the dictionaries", async () => {
    renderWidgets({
      schema: {
        ...widgetSchema,
        columns: widgetSchema.columns.map((c) =>
          c.key === 'widgetCode'
            ? {
                ...c,
                render: (row, { dict }) =>
                  `${row.widgetCode}:${
                    dict.test_widget_kind.find((o) => o.value === row.kind)
                      ?.label ?? '?'
                  }`,
              }
            : c,
        ),
      },
      extra: { cells: { status: (row) => `state ${row.status}` } },
    });
    await firstPage();
    await waitFor(() =>
      expect(cells('Widget 03').slice(0, 5)).toEqual([
        '3',
        'w03:Gadget',
        'Widget 03',
        'Gadget',
        'state 1',
      ]),
    );
    expect(within(table()).queryByText('Disabled')).not.toBeInTheDocument();
  });
});
