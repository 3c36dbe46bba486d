/**
 * What the list screen offers follows the permissions: a toolbar button
 * for each standard action whose schema permission the user holds (and
 * none for an action the schema does not name), the row links likewise,
 * the actions column only when one of its permissions is held, and Edit /
 * Delete enabled by the selection.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EyeOutlined } from '@ant-design/icons';
import {
  ALL_PERMS,
  dataRows,
  firstPage,
  renderWidgets,
  resetWidgets,
  rowOf,
  table,
  widgetSchema,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const toolbar = () => document.querySelector<HTMLElement>('.crud-toolbar')!;
/** The labels of the toolbar's action buttons (not the right toolbar's), in order. */
const toolbarLabels = () =>
  within(toolbar())
    .queryAllByRole('button')
    .filter((b) => !b.closest('.crud-toolbar__right'))
    .map((b) => b.textContent);
/** The labels of a row's action links. */
const rowLinks = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
const actionsHeader = () =>
  within(table()).queryByRole('columnheader', { name: 'Actions' });

describe('list screen: permissions', () => {
  beforeEach(() => resetWidgets());

  it('offers every standard action to a user holding all its permissions', async () => {
    renderWidgets();
    await firstPage();
    expect(toolbarLabels()).toEqual(['Add', 'Edit', 'Delete', 'Export']);
    expect(actionsHeader()).toBeInTheDocument();
    expect(rowLinks('Widget 02')).toEqual([
      'Edit Widget 02',
      'Delete Widget 02',
    ]);
  });

  it('shows no actions and no actions column to a user who may only list', async () => {
    renderWidgets({ perms: ['test:widget:list'] });
    await firstPage();
    expect(toolbarLabels()).toEqual([]);
    expect(actionsHeader()).not.toBeInTheDocument();
    expect(rowLinks('Widget 02')).toEqual([]);
    // searching stays
    expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
  });

  it('shows each action for its own permission, in the toolbar and the row', async () => {
    renderWidgets({ perms: ['test:widget:edit'] });
    await firstPage();
    expect(toolbarLabels()).toEqual(['Edit']);
    expect(actionsHeader()).toBeInTheDocument();
    expect(rowLinks('Widget 02')).toEqual(['Edit Widget 02']);
  });

  it('a user who may delete and export but not edit gets no Edit link', async () => {
    renderWidgets({ perms: ['test:widget:remove', 'test:widget:export'] });
    await firstPage();
    expect(toolbarLabels()).toEqual(['Delete', 'Export']);
    expect(rowLinks('Widget 02')).toEqual(['Delete Widget 02']);
  });

  it('does not offer an action the schema names no permission for', async () => {
    renderWidgets({
      perms: ALL_PERMS,
      schema: { ...widgetSchema, perms: { edit: 'test:widget:edit' } },
    });
    await firstPage();
    expect(toolbarLabels()).toEqual(['Edit']);
    expect(rowLinks('Widget 02')).toEqual(['Edit Widget 02']);
  });

  it("shows the actions column for the schema's own action permissions with the view's row actions", async () => {
    const details = vi.fn();
    const { ue } = renderWidgets({
      perms: ['test:widget:query'],
      schema: {
        ...widgetSchema,
        actions: { perms: ['test:widget:query', widgetSchema.perms.edit!] },
      },
      extra: {
        rowActions: (row) => [
          {
            key: 'details',
            label: 'Details',
            icon: <EyeOutlined />,
            perm: 'test:widget:query',
            onClick: () => details(row.widgetId),
          },
        ],
      },
    });
    await firstPage();
    expect(actionsHeader()).toBeInTheDocument();
    expect(rowLinks('Widget 02')).toEqual(['Details Widget 02']);
    await ue.click(
      within(rowOf('Widget 02')).getByRole('button', {
        name: 'Details Widget 02',
      }),
    );
    expect(details).toHaveBeenCalledWith(2);
  });

  it('enables Edit for exactly one selected row and Delete for one or more', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const edit = within(toolbar()).getByRole('button', { name: /Edit$/ });
    const del = within(toolbar()).getByRole('button', { name: /Delete$/ });
    expect(edit).toBeDisabled();
    expect(del).toBeDisabled();

    await ue.click(within(rowOf('Widget 02')).getByRole('checkbox'));
    expect(edit).toBeEnabled();
    expect(del).toBeEnabled();

    await ue.click(within(rowOf('Widget 03')).getByRole('checkbox'));
    expect(edit).toBeDisabled();
    expect(del).toBeEnabled();

    // the header checkbox clears all
    await ue.click(within(table()).getAllByRole('checkbox')[0]);
    await ue.click(within(table()).getAllByRole('checkbox')[0]);
    await waitFor(() =>
      expect(
        dataRows().filter(
          (r) => (within(r).getByRole('checkbox') as HTMLInputElement).checked,
        ),
      ).toHaveLength(0),
    );
    expect(edit).toBeDisabled();
    expect(del).toBeDisabled();
  });
});
