/**
 * What a view plugs in beside the schema: `useListScreen`'s onSaved /
 * onRemoved hooks, the form defaults known at run time, an import dialog
 * offered with the import permission (an import that changed something
 * reloads); and an edit of a record gone from the server opens nothing.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportDialogProps } from '@/components/list-screen';
import {
  ALL_PERMS,
  dialogTitled,
  firstPage,
  listCalls,
  renderWidgets,
  requests,
  resetWidgets,
  rowOf,
  widgetDb,
  widgetSchema,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const toolbar = () => document.querySelector<HTMLElement>('.crud-toolbar')!;
const toolbarButton = (label: string) =>
  within(toolbar()).getByRole('button', { name: new RegExp(`${label}$`) });

/** A stand-in import dialog: says whether it is open, imports on a click. */
function FakeImport({ open, onClose, onImported }: ImportDialogProps) {
  return (
    <section aria-label="Import widgets" data-open={open}>
      <button type="button" onClick={onImported}>
        Run import
      </button>
      <button type="button" onClick={onClose}>
        Close import
      </button>
    </section>
  );
}

describe('list screen: hooks and plugins', () => {
  beforeEach(() => resetWidgets());

  it('tells the view what was saved (with the record loaded) and what was removed', async () => {
    const onSaved = vi.fn();
    const onRemoved = vi.fn();
    const { ue, fb } = renderWidgets({ options: { onSaved, onRemoved } });
    await firstPage();

    await ue.click(
      within(rowOf('Widget 02')).getByRole('button', {
        name: 'Edit Widget 02',
      }),
    );
    const dialog = await dialogTitled('Edit widget');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Widget code')).toHaveValue('w02'),
    );
    await ue.type(within(dialog).getByLabelText('Widget name'), '!');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ widgetId: 2, widgetName: 'Widget 02!' }),
      expect.objectContaining({ widgetId: 2, widgetName: 'Widget 02' }),
    );

    await ue.click(toolbarButton('Add'));
    const added = await dialogTitled('Add widget');
    await ue.type(within(added).getByLabelText('Widget name'), 'New one');
    await ue.type(within(added).getByLabelText('Widget code'), 'n1');
    await ue.click(within(added).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(onSaved).toHaveBeenLastCalledWith(
      expect.objectContaining({ widgetName: 'New one' }),
      undefined,
    );

    expect(onRemoved).not.toHaveBeenCalled();
    await ue.click(
      within(rowOf('Widget 04')).getByRole('button', {
        name: 'Delete Widget 04',
      }),
    );
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(onRemoved.mock.calls[0][0]).toEqual([
      expect.objectContaining({ widgetId: 4 }),
    ]);
    expect(fb.success).toHaveBeenCalledWith('Deleted successfully');
  });

  it("starts a new record from the view's run-time defaults over the schema's", async () => {
    const { ue } = renderWidgets({
      extra: { formDefaults: { sort: 9, status: '1' } },
    });
    await firstPage();
    await ue.click(toolbarButton('Add'));
    const dialog = await dialogTitled('Add widget');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Order')).toHaveValue('9'),
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Disabled' }),
    ).toBeChecked();
    expect(within(dialog).getByLabelText('Widget name')).toHaveValue('');
  });

  it('offers Import with its permission and reloads after an import', async () => {
    const { ue } = renderWidgets({
      perms: [...ALL_PERMS, 'test:widget:import'],
      schema: {
        ...widgetSchema,
        perms: { ...widgetSchema.perms, import: 'test:widget:import' },
      },
      extra: { importDialog: FakeImport },
    });
    await firstPage();
    const importer = screen.getByRole('region', { name: 'Import widgets' });
    expect(importer).toHaveAttribute('data-open', 'false');
    await ue.click(toolbarButton('Import'));
    expect(importer).toHaveAttribute('data-open', 'true');

    widgetDb.rows.unshift({
      ...widgetDb.rows[0],
      widgetId: 0,
      widgetName: 'Imported',
    });
    const loads = listCalls().length;
    await ue.click(screen.getByRole('button', { name: 'Run import' }));
    await waitFor(() => expect(listCalls()).toHaveLength(loads + 1));
    expect(await screen.findByText('Imported')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Close import' }));
    expect(importer).toHaveAttribute('data-open', 'false');
  });

  it('offers no Import to a user without the import permission', async () => {
    renderWidgets({
      schema: {
        ...widgetSchema,
        perms: { ...widgetSchema.perms, import: 'test:widget:import' },
      },
      extra: { importDialog: FakeImport },
    });
    await firstPage();
    expect(
      within(toolbar()).queryByRole('button', { name: /Import$/ }),
    ).not.toBeInTheDocument();
  });

  it('an edit of a record gone from the server shows why and opens no dialog', async () => {
    const { ue, fb } = renderWidgets();
    await firstPage();
    widgetDb.rows = widgetDb.rows.filter((w) => w.widgetId !== 7);
    await ue.click(
      within(rowOf('Widget 07')).getByRole('button', {
        name: 'Edit Widget 07',
      }),
    );
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith('No such widget'),
    );
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/test/widget/7',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
