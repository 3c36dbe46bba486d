import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pagerCount, pagerItems } from '@/components/pagination';
import { easeInOutQuad, scrollTo } from '@/components/pagination/scroll-to';

vi.mock('@/components/pagination/scroll-to', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('@/components/pagination/scroll-to')>();
  return { ...actual, scrollTo: vi.fn() };
});

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: width,
  });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** Numbered page buttons currently shown. */
function pageButtons(): string[] {
  return screen
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent ?? '');
}

beforeEach(() => vi.mocked(scrollTo).mockClear());
afterEach(() => setWidth(originalWidth));

describe('<Pagination>', () => {
  it('shows 7 page buttons at 1366 px and 5 at 375 px', () => {
    setWidth(1366);
    render(<Pagination total={1000} page={50} limit={10} />);
    expect(pageButtons()).toEqual(['1', '48', '49', '50', '51', '52', '100']);
    expect(
      screen.getByRole('button', { name: 'Previous 5 pages' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Next 5 pages' }),
    ).toBeInTheDocument();

    setWidth(375);
    expect(pageButtons()).toEqual(['1', '49', '50', '51', '100']);
    expect(
      screen.getByRole('button', { name: 'Next 3 pages' }),
    ).toBeInTheDocument();
  });

  it('counts page buttons by the 992 px rule, first and last included', () => {
    expect(pagerCount(991)).toBe(5);
    expect(pagerCount(992)).toBe(7);
    expect(pagerItems(1, 100, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 100]);
    expect(pagerItems(100, 100, 5)).toEqual([1, 'prev-more', 97, 98, 99, 100]);
    expect(pagerItems(3, 5, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });

  it('has the full layout: total, sizes 10/20/30/50, prev, pager, next, jumper', async () => {
    const user = userEvent.setup();
    render(<Pagination total={95} />);
    expect(
      screen.getByRole('navigation', { name: 'Pagination' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    // Default page 1, limit 20 → 5 pages.
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      screen.getByRole('button', { name: 'Previous page' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Page number' })).toHaveValue(
      '1',
    );

    await user.click(screen.getByRole('combobox', { name: 'Page size' }));
    const options = await screen.findAllByTitle(/ \/ page$/);
    const titles = [...new Set(options.map((o) => o.getAttribute('title')))];
    expect(titles.sort()).toEqual([
      '10 / page',
      '20 / page',
      '30 / page',
      '50 / page',
    ]);
  });

  it('calls onChange(page, limit) and scrolls to the top in 800 ms', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination total={100} page={2} limit={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    expect(scrollTo).toHaveBeenCalledWith(0, 800);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 10);

    const jumper = screen.getByRole('spinbutton', { name: 'Page number' });
    await user.clear(jumper);
    await user.type(jumper, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
  });

  it('does not scroll when autoScroll is false', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pagination
        total={100}
        limit={10}
        autoScroll={false}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2, 10);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes back to page 1 when a larger size would pass the end', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination total={100} page={5} limit={10} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Page size' }));
    await user.click(await screen.findByTitle('50 / page'));
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('is hidden when total is 0 or when told', () => {
    const { container, rerender } = render(<Pagination total={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination total={10} hidden />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination total={0} showWhenEmpty />);
    expect(screen.getByText('Total 0')).toBeInTheDocument();
  });
});

describe('scrollTo easing', () => {
  it('eases from start to end', () => {
    expect(easeInOutQuad(0, 100, -100, 800)).toBe(100);
    expect(easeInOutQuad(400, 100, -100, 800)).toBe(50);
    expect(easeInOutQuad(800, 100, -100, 800)).toBe(0);
  });
});
