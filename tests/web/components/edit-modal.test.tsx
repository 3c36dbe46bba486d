/**
 * Half-written work is never lost without a word: an edit dialog with
 * changes ignores a click outside, Cancel / Esc ask "Discard changes?" and
 * close only on "discard"; without changes it closes at once. Leaving its
 * page (a route move, also browser back) and closing the browser tab ask
 * too; a page kept alive in a hidden tab keeps its changes registered, a
 * form that is gone is forgotten.
 */
import { Activity, useEffect, useState } from 'react';
import {
  act,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, Input } from 'antd';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveGuard } from '@/app/leave-guard';
import { EditModal } from '@/components/crud';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { hashHistory, setLeaveGuard } from '@/router/hash-history';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders and animations.
configure({ asyncUtilTimeout: 10_000 });

function Harness({ hidden = false }: { hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ title: 'Spring news' });
  }, [open, form]);
  return (
    <Activity mode={hidden ? 'hidden' : 'visible'}>
      <button type="button" onClick={() => setOpen(true)}>
        Add copy record
      </button>
      <EditModal
        form={form}
        open={open}
        title="Add copy record"
        okText="OK"
        cancelText="Cancel"
        onClose={() => setOpen(false)}
        forceRender
      >
        <Form form={form}>
          <Form.Item name="title" label="Title">
            <Input />
          </Form.Item>
        </Form>
      </EditModal>
    </Activity>
  );
}

/** Shown and not on its way out (jsdom never ends antd's leave motion). */
const isOpen = (dialog: HTMLElement) =>
  dialog.isConnected &&
  !/-leave\b/.test(dialog.className) &&
  dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none';
const outside = (dialog: HTMLElement) =>
  dialog.closest<HTMLElement>('.ant-modal-wrap')!;

async function openDialog(confirm: boolean, hidden = false) {
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  const view = render(
    <HistoryRouter history={hashHistory}>
      <App>
        <Harness hidden={hidden} />
      </App>
    </HistoryRouter>,
  );
  await ue.click(screen.getByRole('button', { name: 'Add copy record' }));
  const dialog = await screen.findByRole('dialog');
  const title = within(dialog).getByLabelText('Title');
  await waitFor(() => expect(title).toHaveValue('Spring news'));
  return { fb, ue, dialog, title, view };
}

/** Whether closing the browser tab now would warn. */
function unloadWarns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  act(() => hashHistory.replace('/project/record'));
  setLeaveGuard(leaveGuard);
});
afterEach(() => {
  setLeaveGuard(null);
  vi.restoreAllMocks();
});

describe('edit dialog with unsaved changes', () => {
  it('without changes closes on a click outside and on Esc, asking nothing', async () => {
    const { fb, ue, dialog } = await openDialog(false);
    await ue.click(outside(dialog));
    await waitFor(() => expect(isOpen(dialog)).toBe(false));

    await ue.click(screen.getByRole('button', { name: 'Add copy record' }));
    await waitFor(() => expect(isOpen(dialog)).toBe(true));
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
    expect(fb.confirm).not.toHaveBeenCalled();
    expect(unloadWarns()).toBe(false);
  });

  it('with changes stays open on a click outside; Esc and Cancel ask, and "keep editing" keeps the text', async () => {
    const { fb, ue, dialog, title } = await openDialog(false);
    await ue.type(title, ' and summer');
    // at once, however soon the click follows the typing
    await ue.click(outside(dialog));
    expect(isOpen(dialog)).toBe(true);
    expect(fb.confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(unloadWarns()).toBe(true));

    await ue.keyboard('{Escape}');
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1));
    expect(fb.confirm.mock.calls[0][0]).toMatchObject({
      title: 'Discard changes?',
      okText: 'Discard',
      cancelText: 'Keep editing',
      focusCancel: true,
    });
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(2));
    expect(isOpen(dialog)).toBe(true);
    expect(title).toHaveValue('Spring news and summer');
  });

  it('a click outside right after typing, before anything else has run, keeps the dialog', async () => {
    const { fb, dialog, title } = await openDialog(false);
    const wrap = outside(dialog);
    fireEvent.input(title, { target: { value: 'Spring news!' } });
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(isOpen(dialog)).toBe(true);
    expect(fb.confirm).not.toHaveBeenCalled();
    expect(title).toHaveValue('Spring news!');
  });

  it('discards only on "discard", and typing then undoing it is no change', async () => {
    const { fb, ue, dialog, title } = await openDialog(true);
    await ue.type(title, 'X');
    await ue.type(title, '{Backspace}');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
    expect(fb.confirm).not.toHaveBeenCalled();

    await ue.click(screen.getByRole('button', { name: 'Add copy record' }));
    await waitFor(() => expect(isOpen(dialog)).toBe(true));
    const again = within(dialog).getByLabelText('Title');
    await ue.type(again, '!');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
    expect(fb.confirm).toHaveBeenCalledTimes(1);
  });

  it('closing the browser tab warns while there are changes', async () => {
    const { ue, title } = await openDialog(true);
    expect(unloadWarns()).toBe(false);
    await ue.type(title, '!');
    await waitFor(() => expect(unloadWarns()).toBe(true));
  });

  it('a route move asks: "keep editing" stays on the page, "discard" closes the dialog and moves', async () => {
    const { fb, ue, dialog, title } = await openDialog(false);
    await ue.type(title, '!');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));

    act(() => hashHistory.push('/system/user'));
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1));
    expect(hashHistory.location.pathname).toBe('/project/record');
    expect(title).toHaveValue('Spring news!');

    fb.confirm.mockImplementation(() => Promise.resolve(true));
    act(() => hashHistory.push('/system/user'));
    await waitFor(() =>
      expect(hashHistory.location.pathname).toBe('/system/user'),
    );
    await waitFor(() => expect(isOpen(dialog)).toBe(false));
    expect(unloadWarns()).toBe(false);
  });

  it('browser back asks and, on "keep editing", stays on the page', async () => {
    act(() => hashHistory.push('/system/user'));
    act(() => hashHistory.push('/project/record'));
    const { fb, ue, title } = await openDialog(false);
    await ue.type(title, '!');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));

    act(() => window.history.back());
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(window.location.hash).toBe('#/project/record'));
    expect(title).toHaveValue('Spring news!');
  });

  it('a page kept alive in a hidden tab keeps its changes; a form that is gone is forgotten', async () => {
    const { ue, title, view } = await openDialog(false);
    await ue.type(title, '!');
    await waitFor(() =>
      expect(hasUnsavedChanges(['/project/record'])).toBe(true),
    );
    expect(hasUnsavedChanges(['/system/user'])).toBe(false);

    view.rerender(
      <HistoryRouter history={hashHistory}>
        <App>
          <Harness hidden />
        </App>
      </HistoryRouter>,
    );
    expect(hasUnsavedChanges(['/project/record'])).toBe(true);

    view.unmount();
    expect(hasUnsavedChanges()).toBe(false);
    expect(unloadWarns()).toBe(false);
  });
});
