/**
 * The tab bar and unsaved changes: closing (or refreshing) a tab whose page
 * has unsaved changes asks "Discard changes?" first; "keep editing" keeps
 * the tab, "discard" throws the changes away and closes it. Tabs with
 * nothing unsaved close at once, without a question.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/lib/history';
import { markSaved, markUnsaved } from '@/lib/unsaved-changes';
import { spyFeedback } from '../support/feedback';
import { renderApp, signIn } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });
const bar = () => screen.findByRole('navigation', { name: 'Visited pages' });
const tabTitles = async () =>
  within(await bar())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function open(path: string, title: string) {
  act(() => navigateTo(path));
  await waitFor(() => expect(location().textContent).toBe(path));
  await within(await bar()).findByRole('link', { name: title });
}

/** A form with unsaved changes on the page at `path`. */
function unsavedOn(path: string) {
  const id = Symbol(path);
  const anchor = document.body.appendChild(document.createElement('span'));
  const discard = vi.fn();
  markUnsaved(id, { path, anchor: () => anchor, discard });
  return {
    discard,
    forget: () => {
      markSaved(id);
      anchor.remove();
    },
  };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.restoreAllMocks();
});

describe('tab bar with unsaved changes', () => {
  it('closing a tab with unsaved changes asks; "keep editing" keeps it, "discard" closes it', async () => {
    const fb = spyFeedback(false);
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    await open('/system/user', 'Users');
    await open('/system/config', 'Parameters');
    const form = unsavedOn('/system/config');
    cleanup = form.forget;
    const nav = within(await bar());

    // nothing unsaved on Users: it closes at once
    await user.click(nav.getByRole('button', { name: 'Close Users' }));
    expect(await tabTitles()).toEqual(['Home', 'Parameters']);
    expect(fb.confirm).not.toHaveBeenCalled();

    await user.click(nav.getByRole('button', { name: 'Close Parameters' }));
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1));
    expect(fb.confirm.mock.calls[0][0]).toMatchObject({
      title: 'Discard changes?',
    });
    expect(await tabTitles()).toEqual(['Home', 'Parameters']);
    expect(location().textContent).toBe('/system/config');
    expect(form.discard).not.toHaveBeenCalled();

    fb.confirm.mockImplementation(() => Promise.resolve(true));
    await user.click(nav.getByRole('button', { name: 'Close Parameters' }));
    await waitFor(async () => expect(await tabTitles()).toEqual(['Home']));
    expect(form.discard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location().textContent).toBe('/pc/index'));
  });

  it('"close others" asks about the unsaved page among those it closes', async () => {
    const fb = spyFeedback(false);
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    await open('/system/user', 'Users');
    await open('/system/config', 'Parameters');
    cleanup = unsavedOn('/system/user').forget;

    await user.pointer({
      keys: '[MouseRight]',
      target: within(await bar())
        .getByRole('link', { name: 'Parameters' })
        .closest('li')!,
    });
    const menu = await screen.findByRole('menu', { name: /Tab actions/ });
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Close others' }),
    );
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1));
    expect(await tabTitles()).toEqual(['Home', 'Users', 'Parameters']);
  });
});
