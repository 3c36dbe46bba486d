/**
 * The edit dialog of a content list: the state at the top, the reviewer's
 * comment (who, when, what) when the draft was sent back, a "Save draft"
 * button, and "Save and publish" for publishers only; after a save the
 * list shows the new state.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  changes,
  db,
  EDITOR,
  PUBLISHER,
  renderArticles,
  rowOf,
} from './article-screen';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 10_000 });

const SENT_BACK = {
  state: 'draft',
  action: 'save',
  version: 3,
  releaseId: null,
  reviewComment: 'The date in the second paragraph is wrong.',
  reviewedBy: 'chief',
  reviewedTime: '2026-11-27 16:20:00',
};

async function openEdit(
  ue: Awaited<ReturnType<typeof renderArticles>>['ue'],
  title: string,
) {
  await ue.click(
    within(rowOf(title)).getByRole('button', { name: `Edit ${title}` }),
  );
  return screen.findByRole('dialog');
}

describe('the edit dialog of a content item', () => {
  it('shows the state, and who sent the draft back, when, and why', async () => {
    const { ue } = await renderArticles(EDITOR);
    db.draft = SENT_BACK;
    const dialog = await openEdit(ue, 'A draft');
    const banner = await within(dialog).findByRole('status');
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Sent back by chief on 2026-11-27 16:20:00',
      ),
    );
    expect(banner).toHaveTextContent(
      'The date in the second paragraph is wrong.',
    );
    expect(within(banner).getByText('Draft')).toHaveClass('ant-tag');
  });

  it('shows no comment once the draft is in review again', async () => {
    const { ue } = await renderArticles(EDITOR);
    db.draft = { ...SENT_BACK, state: 'review' };
    const dialog = await openEdit(ue, 'A review');
    const banner = await within(dialog).findByRole('status');
    await waitFor(() => expect(banner).toHaveTextContent('In review'));
    expect(banner).toHaveTextContent('Saving takes it back out of review.');
    expect(banner).not.toHaveTextContent('Sent back');
  });

  it('saves a draft for an editor, who is not offered to publish, and lists the new state', async () => {
    const { ue, fb } = await renderArticles(EDITOR);
    const dialog = await openEdit(ue, 'A published');
    await within(dialog).findByText('Published');
    expect(
      within(dialog).queryByRole('button', { name: 'Save and publish' }),
    ).toBeNull();
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await ue.clear(title);
    await ue.type(title, 'A published, retitled');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(changes()).toEqual(['PUT /test/article']);
    await waitFor(() =>
      expect(
        within(rowOf('A published')).getByText('Changed since publish'),
      ).toBeInTheDocument(),
    );
    expect(
      within(rowOf('A published')).getByText('Draft: A published, retitled'),
    ).toBeInTheDocument();
  });

  it('saves and publishes for a publisher', async () => {
    const { ue, fb } = await renderArticles(PUBLISHER);
    const dialog = await openEdit(ue, 'A published');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await ue.clear(title);
    await ue.type(title, 'A published, retitled');
    await ue.click(
      within(dialog).getByRole('button', { name: 'Save and publish' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved and published'),
    );
    expect(changes()).toEqual([
      'PUT /test/article',
      'POST /project/content/publish',
    ]);
    await waitFor(() =>
      expect(
        within(rowOf('A published, retitled')).getByText('Published'),
      ).toBeInTheDocument(),
    );
  });

  it('offers only Save draft for a new item, which starts as a draft', async () => {
    const { ue } = await renderArticles(PUBLISHER);
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const banner = await within(dialog).findByRole('status');
    expect(banner).toHaveTextContent('Not on the site yet.');
    expect(
      within(dialog).getByRole('button', { name: 'Save draft' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Save and publish' }),
    ).toBeNull();
  });
});
