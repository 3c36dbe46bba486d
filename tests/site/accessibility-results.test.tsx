import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import criteria from '@/website/a11y/criteria.json';
import type {
  A11yResults,
  SuccessCriterion,
} from '@/website/pages/accessibility/results';
import { ResultsTable } from '@/website/pages/accessibility/results-table';

const ALL = criteria as SuccessCriterion[];

/** A run's results (docs/accessibility.md): one criterion each way. */
const RUN: A11yResults = {
  generatedAt: '2026-11-28',
  axe: '4.14.0',
  pages: [
    { url: '/w', state: 'site home, desktop', findings: 0 },
    { url: '/w', state: 'site home, phone', findings: 0 },
  ],
  keyboard: [
    { name: 'a visitor sends an enquiry', criteria: ['2.1.1', '2.4.3'] },
  ],
  criteria: [
    {
      id: '1.1.1',
      result: 'pass',
      method: 'axe',
      rules: ['image-alt', 'input-image-alt'],
    },
    { id: '1.4.3', result: 'fail', method: 'axe', rules: [] },
    { id: '2.1.1', result: 'pass', method: 'keyboard', rules: [] },
    {
      id: '2.4.3',
      result: 'pass',
      method: 'axe+keyboard',
      rules: ['tabindex'],
    },
  ],
};

/** Every criterion passed by axe. */
const ALL_PASSED: A11yResults = {
  ...RUN,
  keyboard: [],
  criteria: ALL.map((c) => ({
    id: c.id,
    result: 'pass',
    method: 'axe',
    rules: ['some-rule'],
  })),
};

const rowOf = (id: string) =>
  screen
    .getAllByRole('row')
    .find((r) =>
      within(r).queryByRole('rowheader')?.textContent?.startsWith(id),
    )!;

const cells = (id: string) =>
  within(rowOf(id))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the accessibility policy page’s results', () => {
  it('lists every WCAG 2.0 A and AA criterion with its level and title', () => {
    render(<ResultsTable results={RUN} criteria={ALL} />);
    const table = screen.getByRole('table', { name: /試験結果表/ });
    // 38 criteria and the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(39);
    expect(rowOf('1.1.1')).toHaveTextContent('1.1.1 非テキストコンテンツ');
    expect(cells('1.4.3')[0]).toBe('AA');
  });

  it('shows each criterion as checked: axe rules, keyboard journeys, or unverified', () => {
    render(<ResultsTable results={RUN} criteria={ALL} />);
    expect(cells('1.1.1')).toEqual([
      'A',
      'あり',
      '適合',
      '自動試験（axe-core）：image-alt、input-image-alt',
    ]);
    expect(within(rowOf('1.1.1')).getByText('image-alt')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(cells('1.4.3').slice(2)).toEqual([
      '不適合',
      '自動試験（axe-core）：',
    ]);
    expect(cells('2.1.1').slice(2)).toEqual([
      '適合',
      'キーボード操作試験：a visitor sends an enquiry',
    ]);
    expect(cells('2.4.3')[3]).toBe(
      '自動試験（axe-core）：tabindexキーボード操作試験：a visitor sends an enquiry',
    );
    // Not in the run: never claimed.
    expect(cells('1.2.1')).toEqual(['A', '未確認', '未検証', '未検証']);
  });

  it('states partial conformance while any criterion is unverified or failed, with the run’s day and tool', () => {
    render(<ResultsTable results={RUN} criteria={ALL} />);
    expect(
      screen.getByText(/JIS X 8341-3:2016 の適合レベル AA に/),
    ).toHaveTextContent(
      '当サイトは、JIS X 8341-3:2016 の適合レベル AA に一部準拠しています。',
    );
    expect(screen.getByText('2026年11月28日')).toBeInTheDocument();
    expect(screen.getByText('axe-core 4.14.0')).toBeInTheDocument();
    expect(
      screen.getByText(/達成基準 38 件のうち/).textContent?.replace(/\s/g, ''),
    ).toBe('達成基準38件のうち、適合3件、不適合1件、未検証34件');
    expect(screen.getByText(/試験したページ（2 件）/)).toBeInTheDocument();
  });

  it('states conformance only when every criterion passed', () => {
    render(<ResultsTable results={ALL_PASSED} criteria={ALL} />);
    expect(
      screen.getByText(/JIS X 8341-3:2016 の適合レベル AA に/),
    ).toHaveTextContent(
      '当サイトは、JIS X 8341-3:2016 の適合レベル AA に準拠しています。',
    );
    expect(screen.queryByText(/一部準拠/)).toBeNull();
  });
});
