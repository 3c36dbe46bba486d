/**
 * The schema's add / edit dialog: required fields and lengths checked
 * before anything is sent, an add posted with a success message and a
 * reload, an edit loaded fresh from the server before it shows (its
 * version goes back with the save), and a save the server refuses (a stale
 * version, a duplicate) keeps the dialog open with what the user typed.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changes,
  dialogTitled,
  firstPage,
  isOpen,
  listCalls,
  names,
  option,
  renderWidgets,
  requests,
  resetWidgets,
  rowOf,
  widgetDb,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const STALE = 'Someone else changed this record after you opened it.';
const toolbarButton = (label: string) =>
  within(document.querySelector<HTMLElement>('.crud-toolbar')!).getByRole(
    'button',
    { name: new RegExp(`${label}$`) },
  );
const ok = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'OK' });
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label);
const bodyOf = (method: string) =>
  JSON.parse(
    requests.filter((r) => r.method === method).at(-1)!.body,
  ) as Record<string, unknown>;

describe('list screen: add and edit dialog', () => {
  beforeEach(() => resetWidgets());

  it('checks required fields (blank counts as empty) before sending anything', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(toolbarButton('Add'));
    const dialog = await dialogTitled('Add widget');
    // the schema's defaults
    expect(field(dialog, 'Widget name')).toHaveValue('');
    expect(field(dialog, 'Order')).toHaveValue('0');
    expect(within(dialog).getByRole('radio', { name: 'Normal' })).toBeChecked();

    await ue.type(field(dialog, 'Widget name'), '   ');
    await ue.click(ok(dialog));
    expect(
      await within(dialog).findByText('Widget name cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Widget code cannot be empty'),
    ).toBeInTheDocument();
    expect(changes()).toEqual([]);
    expect(isOpen(dialog)).toBe(true);
  });

  it('posts a new record, says so, closes and reloads', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    await ue.click(toolbarButton('Add'));
    const dialog = await dialogTitled('Add widget');
    await ue.type(field(dialog, 'Widget name'), 'Sprocket');
    // the input takes no more than the schema's max (10)
    await ue.type(field(dialog, 'Widget code'), 'sprocket-0001');
    expect(field(dialog, 'Widget code')).toHaveValue('sprocket-0');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await ue.click(await option('Gizmo'));
    await ue.clear(field(dialog, 'Order'));
    await ue.type(field(dialog, 'Order'), '7');
    await ue.click(within(dialog).getByRole('radio', { name: 'Disabled' }));
    const loads = listCalls().length;
    await ue.click(ok(dialog));

    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(bodyOf('POST')).toEqual({
      widgetName: 'Sprocket',
      widgetCode: 'sprocket-0',
      kind: 'z',
      sort: 7,
      status: '1',
    });
    await waitFor(() => expect(listCalls().length).toBe(loads + 1));
    expect(await screen.findByText('Total 26')).toBeInTheDocument();
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
  });

  it('refuses a stored value longer than the max before sending it', async () => {
    widgetDb.rows[1].widgetName = 'A name of thirty characters xx';
    const { ue } = renderWidgets();
    await waitFor(() => expect(names()).toHaveLength(10));
    await ue.click(
      within(rowOf('w02')).getByRole('button', {
        name: 'Edit A name of thirty characters xx',
      }),
    );
    const dialog = await dialogTitled('Edit widget');
    await waitFor(() =>
      expect(field(dialog, 'Widget code')).toHaveValue('w02'),
    );
    await ue.click(ok(dialog));
    expect(
      await within(dialog).findByText(/cannot be longer than 20 characters/),
    ).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('a refused add keeps the dialog open with what was typed', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    await ue.click(toolbarButton('Add'));
    const dialog = await dialogTitled('Add widget');
    await ue.type(field(dialog, 'Widget name'), 'Widget 04');
    await ue.type(field(dialog, 'Widget code'), 'dup');
    await ue.click(ok(dialog));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        "Widget 'Widget 04' already exists",
      ),
    );
    expect(fb.success).not.toHaveBeenCalled();
    expect(isOpen(dialog)).toBe(true);
    expect(field(dialog, 'Widget name')).toHaveValue('Widget 04');
    expect(field(dialog, 'Widget code')).toHaveValue('dup');
    expect(widgetDb.rows).toHaveLength(25);
  });

  it('edits the record loaded fresh from the server, sending its version back', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    // changed on the server since the list was loaded
    widgetDb.rows[2] = {
      ...widgetDb.rows[2],
      widgetName: 'Widget 03 renamed',
      remark: 'kept',
      version: 4,
    };
    await ue.click(
      within(rowOf('Widget 03')).getByRole('button', {
        name: 'Edit Widget 03',
      }),
    );
    const dialog = await dialogTitled('Edit widget');
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/test/widget/3',
    });
    await waitFor(() =>
      expect(field(dialog, 'Widget name')).toHaveValue('Widget 03 renamed'),
    );
    expect(field(dialog, 'Remark')).toHaveValue('kept');
    expect(
      within(dialog).getByRole('radio', { name: 'Disabled' }),
    ).toBeChecked();

    await ue.clear(field(dialog, 'Widget name'));
    await ue.type(field(dialog, 'Widget name'), 'Widget three');
    const loads = listCalls().length;
    await ue.click(ok(dialog));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    // the loaded record with the form's values over it
    expect(bodyOf('PUT')).toMatchObject({
      widgetId: 3,
      widgetName: 'Widget three',
      widgetCode: 'w03',
      owner: 'alice',
      remark: 'kept',
      version: 4,
    });
    expect(widgetDb.rows[2]).toMatchObject({
      widgetName: 'Widget three',
      version: 5,
    });
    await waitFor(() => expect(listCalls().length).toBe(loads + 1));
    expect(await screen.findByText('Widget three')).toBeInTheDocument();
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
  });

  it('a stale save is refused and the dialog stays open with the input', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    await ue.click(within(rowOf('Widget 05')).getByRole('checkbox'));
    await ue.click(toolbarButton('Edit'));
    const dialog = await dialogTitled('Edit widget');
    await waitFor(() =>
      expect(field(dialog, 'Widget code')).toHaveValue('w05'),
    );
    // someone else saves the same widget meanwhile
    widgetDb.rows[4] = { ...widgetDb.rows[4], version: 1 };
    await ue.type(field(dialog, 'Widget name'), ' mine');
    const loads = listCalls().length;
    await ue.click(ok(dialog));

    await waitFor(() => expect(fb.error).toHaveBeenCalledWith(STALE));
    expect(fb.success).not.toHaveBeenCalled();
    expect(isOpen(dialog)).toBe(true);
    expect(field(dialog, 'Widget name')).toHaveValue('Widget 05 mine');
    expect(widgetDb.rows[4].widgetName).toBe('Widget 05');
    expect(listCalls()).toHaveLength(loads);
    // OK is usable again
    expect(ok(dialog)).toBeEnabled();
  });

  it('Cancel sends nothing, and Add after an edit starts from the defaults', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(
      within(rowOf('Widget 06')).getByRole('button', {
        name: 'Edit Widget 06',
      }),
    );
    const dialog = await dialogTitled('Edit widget');
    await waitFor(() =>
      expect(field(dialog, 'Widget name')).toHaveValue('Widget 06'),
    );
    await ue.type(field(dialog, 'Widget name'), ' changed');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
    expect(changes()).toEqual([]);

    await ue.click(toolbarButton('Add'));
    const added = await dialogTitled('Add widget');
    await waitFor(() => expect(field(added, 'Widget name')).toHaveValue(''));
    expect(field(added, 'Widget code')).toHaveValue('');
    expect(field(added, 'Order')).toHaveValue('0');
    expect(within(added).getByRole('radio', { name: 'Normal' })).toBeChecked();
  });
});
