/**
 * <ContentDiff>: two versions of an item side by side, field by field under
 * the content screen's labels; only changed fields unless asked; text
 * compared word by word (Japanese cut into words, not characters or whole
 * sentences), rich text by its text without the tags.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentDiff } from '@/components/publishing';

const record = {
  recordId: 7,
  navId: 3,
  navName: 'News',
  title: '新製品のお知らせ',
  subtitle: '',
  content: '<p>当社は<strong>東京都</strong>に本社を置く会社です。</p>',
  status: '0',
  pinned: '0',
  version: 4,
  updateTime: '2026-11-01 10:00:00',
};

/** The data rows of the comparison, by their field label. */
const rowOf = (label: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${label}( Changed)?$`) })
    .parentElement!;
const rowHeaders = () =>
  screen.queryAllByRole('rowheader').map((h) => h.firstChild?.textContent);
const marks = (el: HTMLElement, tag: 'ins' | 'del') =>
  Array.from(el.querySelectorAll(tag), (m) => m.textContent);

describe('<ContentDiff>', () => {
  it('marks only the changed Japanese words, each side its own', () => {
    render(
      <ContentDiff
        kind="record"
        before={{ ...record, title: '本社は東京都にあります' }}
        after={{
          ...record,
          title: '本社は京都府にあります',
          content: '<p>当社は<strong>大阪府</strong>に本社を置く会社です。</p>',
        }}
      />,
    );
    const row = rowOf('Content');
    const [before, after] = within(row).getAllByRole('cell');
    expect(marks(before, 'del')).toEqual(['東京都']);
    expect(marks(before, 'ins')).toEqual([]);
    expect(marks(after, 'ins')).toEqual(['大阪府']);
    expect(marks(after, 'del')).toEqual([]);
    // whole words: not 東 and 府 alone (京都 is in both, but not as a word)
    expect(marks(rowOf('Title'), 'del')).toEqual(['東京都']);
    expect(marks(rowOf('Title'), 'ins')).toEqual(['京都府']);
    // the change is named, not only coloured
    expect(within(after).getByText('Added:')).toHaveClass('visually-hidden');
    expect(within(before).getByText('Removed:')).toHaveClass('visually-hidden');
  });

  it('compares rich text as its text, tags stripped', () => {
    render(
      <ContentDiff
        kind="record"
        before={record}
        after={{
          ...record,
          content:
            '<h2>会社概要</h2><p>当社は<em>東京都</em>に本社を置く会社です。</p>',
        }}
      />,
    );
    const [before, after] = within(rowOf('Content')).getAllByRole('cell');
    expect(before.textContent).toBe('当社は東京都に本社を置く会社です。');
    expect(after.textContent).toBe(
      'Added:会社概要\n当社は東京都に本社を置く会社です。',
    );
    expect(marks(after, 'ins')).toEqual(['会社概要\n']);
    expect(after.innerHTML).not.toMatch(/&lt;|<h2|<em/);
  });

  it('says when only the formatting changed', () => {
    render(
      <ContentDiff
        kind="record"
        before={record}
        after={{
          ...record,
          content: '<p>当社は<em>東京都</em>に本社を置く会社です。</p>',
        }}
      />,
    );
    expect(
      within(rowOf('Content')).getByText(/Only the formatting changed/),
    ).toBeInTheDocument();
  });

  it('hides unchanged fields until asked, and never shows bookkeeping', async () => {
    const ue = userEvent.setup();
    render(
      <ContentDiff
        kind="record"
        before={record}
        after={{
          ...record,
          title: '新製品のご案内',
          version: 5,
          updateTime: '2026-11-02 09:00:00',
          draftTitle: '新製品のご案内',
          publishState: 'changed',
        }}
        beforeLabel="Published"
        afterLabel="Draft"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 field changed');
    expect(
      screen.getByRole('columnheader', { name: 'Published' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Draft' }),
    ).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['Title']);
    const [before, after] = within(rowOf('Title')).getAllByRole('cell');
    expect(marks(before, 'del')).toEqual(['お知らせ']);
    expect(marks(after, 'ins')).toEqual(['ご案内']);

    await ue.click(
      screen.getByRole('switch', { name: 'Show unchanged fields' }),
    );
    // the form's order, labels from the record screen, coded values translated
    expect(rowHeaders()).toEqual([
      'Title',
      'Subtitle',
      'Column',
      'Content',
      'Pinned',
      'Status',
    ]);
    const [, shownColumn] = within(rowOf('Column')).getAllByRole('cell');
    expect(shownColumn).toHaveTextContent('News');
    const [, status] = within(rowOf('Status')).getAllByRole('cell');
    expect(status).toHaveTextContent('Shown');
    expect(status.querySelector('ins, del')).toBeNull();
  });

  it('shows every field as added when there was no earlier version', () => {
    render(
      <ContentDiff
        kind="product"
        before={null}
        after={{ productId: 2, productName: '小型ポンプ', status: '0' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 fields changed');
    const [before, after] = within(rowOf('Product name')).getAllByRole('cell');
    expect(before).toHaveTextContent('(empty)');
    expect(marks(after, 'ins')).toEqual(['小型ポンプ']);
  });

  it('compares content blocks by their readable text', () => {
    const blocks = (body: string) => [
      { type: 'text', title: '特長', body, image: '' },
    ];
    render(
      <ContentDiff
        kind="record"
        before={{ ...record, contentBlocks: blocks('静かで丈夫です。') }}
        after={{ ...record, contentBlocks: blocks('静かで軽いです。') }}
      />,
    );
    const [before, after] = within(rowOf('Content blocks')).getAllByRole(
      'cell',
    );
    expect(before).toHaveTextContent('Block 1 · Text');
    expect(marks(before, 'del')).toEqual(['丈夫']);
    expect(marks(after, 'ins')).toEqual(['軽い']);
  });

  it('names the department that owns a column, not its id', () => {
    const column = {
      navId: 4,
      navName: '会社情報',
      deptId: 100,
      deptName: '本社',
    };
    render(
      <ContentDiff
        kind="navigation"
        before={column}
        after={{ ...column, deptId: 103, deptName: '営業部' }}
      />,
    );
    expect(rowHeaders()).toEqual(['Owning department']);
    const [before, after] = within(rowOf('Owning department')).getAllByRole(
      'cell',
    );
    expect(marks(before, 'del')).toEqual(['本社']);
    expect(marks(after, 'ins')).toEqual(['営業部']);
  });

  it('lists a product’s pictures one a line, the added one marked', () => {
    const product = {
      productId: 2,
      productName: '小型ポンプ',
      images: '/profile/upload/a.png,/profile/upload/b.png',
    };
    render(
      <ContentDiff
        kind="product"
        before={product}
        after={{
          ...product,
          images: `${product.images},/profile/upload/c.png`,
        }}
      />,
    );
    const [before, after] = within(rowOf('Images')).getAllByRole('cell');
    expect(before.textContent).toBe(
      '/profile/upload/a.png\n/profile/upload/b.png',
    );
    expect(marks(after, 'ins').join('')).toBe('\n/profile/upload/c.png');
  });

  it('says so when the versions do not differ', () => {
    render(<ContentDiff kind="navRecord" before={record} after={record} />);
    expect(screen.getByRole('status')).toHaveTextContent('No differences');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
