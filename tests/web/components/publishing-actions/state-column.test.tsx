/**
 * A list schema's `publishing` option: a "Publishing" column with a tag
 * per state in words, the draft's title under the published one, a state
 * filter sent as `publishState`, and a delete question that says a
 * published item leaves the site only once the deletion is published.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EDITOR,
  renderArticles,
  requests,
  rowOf,
  rows,
} from './article-screen';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const WORDS = {
  'A draft': 'Draft',
  'A review': 'In review',
  'A scheduled': 'Scheduled',
  'A changed': 'Changed since publish',
  'A published': 'Published',
  'A unpublished': 'Unpublished',
};

describe('publishing state in a list', () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it('shows each state as a tag in words, in its own column, and the draft title under the title', async () => {
    await renderArticles(EDITOR);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // right after the title, in view on a table that scrolls sideways
    expect(headers.indexOf('Publishing')).toBe(headers.indexOf('Title') + 1);
    for (const [title, word] of Object.entries(WORDS)) {
      const tag = within(rowOf(title)).getByText(word);
      expect(tag).toHaveClass('ant-tag');
    }
    expect(
      within(rowOf('A changed')).getByText('Draft: A changed, renamed'),
    ).toBeInTheDocument();
    expect(within(rowOf('A draft')).queryByText(/^Draft:/)).toBeNull();
    // a deletion waiting to be published is named under its state
    expect(
      within(rowOf('A review')).getByText('To be taken off the site'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('A changed')).queryByText('To be taken off the site'),
    ).toBeNull();
  });

  it('filters by state from the search bar', async () => {
    const { ue } = await renderArticles(EDITOR);
    await ue.click(screen.getByRole('combobox', { name: 'Publishing' }));
    await ue.click(await screen.findByTitle('In review'));
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('A review');
    const lists = requests.filter((r) => r.path === '/test/article/list');
    expect(lists.at(-1)!.params.get('publishState')).toBe('review');
  });

  it('says a published item is taken off the site through review; a draft or an unpublished item is just deleted', async () => {
    const { ue, fb } = await renderArticles(EDITOR);
    await ue.click(
      within(rowOf('A published')).getByRole('button', {
        name: 'Delete A published',
      }),
    );
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content:
          'Delete article ID "5"? Items visitors can see are not removed at once: deleting one makes a change that takes it off the site once it is reviewed and published.',
      }),
    );
    await ue.click(
      within(rowOf('A draft')).getByRole('button', { name: 'Delete A draft' }),
    );
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Delete article ID "1"?' }),
    );
    await ue.click(
      within(rowOf('A unpublished')).getByRole('button', {
        name: 'Delete A unpublished',
      }),
    );
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Delete article ID "6"?' }),
    );
  });
});
