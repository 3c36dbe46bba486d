/**
 * The list screen's query: the search fields (text, dictionary select, own
 * options select, date range, a view's custom control) go out as query
 * parameters and a search starts again at page 1; Reset clears them;
 * paging and page size; a sortable column sends orderByColumn / isAsc.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstPage,
  listCalls,
  names,
  option,
  renderWidgets,
  resetWidgets,
  searchForm,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const lastList = () => listCalls().at(-1);

describe('list screen: query and paging', () => {
  beforeEach(() => resetWidgets());

  it('loads page 1 of ten with no search fields set', async () => {
    renderWidgets();
    await firstPage();
    expect(listCalls()).toEqual([{ pageNum: '1', pageSize: '10' }]);
    expect(screen.getByText('Total 25')).toBeInTheDocument();
  });

  it('sends every search field as a query parameter', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const search = searchForm();
    await ue.type(
      within(search).getByPlaceholderText('Please enter Widget name'),
      'Widget 0',
    );
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    await ue.click(await option('Normal'));
    await ue.click(within(search).getByRole('combobox', { name: 'Kind' }));
    await ue.click(await option('Gadget kind'));
    await ue.type(within(search).getByLabelText('Owner'), 'alice');
    await ue.type(
      within(search).getByPlaceholderText('Start date'),
      '2024-03-01',
    );
    await ue.type(
      within(search).getByPlaceholderText('End date'),
      '2024-03-04',
    );
    await ue.keyboard('{Enter}');
    await ue.click(within(search).getByRole('button', { name: /Search/ }));

    // alice's normal gadgets created by the 4th: 1 (3 is disabled)
    await waitFor(() => expect(names()).toEqual(['Widget 01']));
    expect(lastList()).toEqual({
      pageNum: '1',
      pageSize: '10',
      widgetName: 'Widget 0',
      status: '0',
      kind: 'g',
      owner: 'alice',
      'params[beginTime]': '2024-03-01',
      'params[endTime]': '2024-03-04',
    });
  });

  it('a search starts again at page 1', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).toBe('Widget 11'));
    expect(lastList()).toMatchObject({ pageNum: '2' });

    const search = searchForm();
    await ue.type(
      within(search).getByPlaceholderText('Please enter Widget name'),
      'Widget',
    );
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(names()[0]).toBe('Widget 01'));
    expect(lastList()).toEqual({
      pageNum: '1',
      pageSize: '10',
      widgetName: 'Widget',
    });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Reset clears the search fields', async () => {
    const { ue } = renderWidgets();
    await firstPage();

    const search = searchForm();
    const name = within(search).getByPlaceholderText(
      'Please enter Widget name',
    );
    await ue.type(name, 'Widget 2');
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    await ue.click(await option('Disabled'));
    await ue.type(within(search).getByLabelText('Owner'), 'bob');
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(names()).toEqual(['Widget 21', 'Widget 24']));

    await ue.click(within(search).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(lastList()).toEqual({ pageNum: '1', pageSize: '10' });
    expect(name).toHaveValue('');
    expect(within(search).getByLabelText('Owner')).toHaveValue('');
    expect(within(search).queryByTitle('Disabled')).not.toBeInTheDocument();
  });

  it('Reset clears the date range', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const search = searchForm();
    await ue.type(
      within(search).getByPlaceholderText('Start date'),
      '2024-03-20',
    );
    await ue.type(
      within(search).getByPlaceholderText('End date'),
      '2024-03-21',
    );
    await ue.keyboard('{Enter}');
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(names()).toEqual(['Widget 20', 'Widget 21']));

    await ue.click(within(search).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(lastList()).toEqual({ pageNum: '1', pageSize: '10' });
    expect(within(search).getByPlaceholderText('Start date')).toHaveValue('');
    expect(within(search).getByPlaceholderText('End date')).toHaveValue('');
  });

  it('pages through the list and changes the page size, which Reset keeps', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Widget 21',
        'Widget 22',
        'Widget 23',
        'Widget 24',
        'Widget 25',
      ]),
    );
    expect(lastList()).toEqual({ pageNum: '3', pageSize: '10' });

    await ue.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names()[0]).toBe('Widget 11'));
    expect(lastList()).toEqual({ pageNum: '2', pageSize: '10' });

    // 2 × 30 is past the end: back to page 1, as RuoYi does
    await ue.click(screen.getByRole('combobox', { name: 'Page size' }));
    await ue.click(await option('30 / page'));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(lastList()).toEqual({ pageNum: '1', pageSize: '30' });
    expect(
      screen.queryByRole('button', { name: 'Page 2' }),
    ).not.toBeInTheDocument();

    // Reset keeps the page size
    const loads = listCalls().length;
    await ue.click(within(searchForm()).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(loads + 1));
    expect(lastList()).toEqual({ pageNum: '1', pageSize: '30' });
  });

  it('sorts by a sortable column on the server: ascending, descending, then unsorted', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    const header = () => screen.getByRole('columnheader', { name: /Order/ });
    // a column without a sorter has no sort control
    expect(
      screen.getByRole('columnheader', { name: 'Widget name' }),
    ).not.toHaveAttribute('aria-sort');

    await ue.click(within(header()).getByText('Order'));
    await waitFor(() =>
      expect(lastList()).toMatchObject({
        orderByColumn: 'sort',
        isAsc: 'ascending',
      }),
    );
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await ue.click(within(header()).getByText('Order'));
    await waitFor(() =>
      expect(lastList()).toMatchObject({
        orderByColumn: 'sort',
        isAsc: 'descending',
      }),
    );
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await ue.click(within(header()).getByText('Order'));
    await waitFor(() =>
      expect(lastList()).toEqual({ pageNum: '1', pageSize: '10' }),
    );
    await waitFor(() => expect(names()[0]).toBe('Widget 01'));
  });

  it('keeps the sort when searching and paging', async () => {
    const { ue } = renderWidgets();
    await firstPage();
    await ue.click(
      within(screen.getByRole('columnheader', { name: /Created/ })).getByText(
        'Created',
      ),
    );
    await ue.click(
      within(screen.getByRole('columnheader', { name: /Created/ })).getByText(
        'Created',
      ),
    );
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
    await ue.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).toBe('Widget 15'));
    expect(lastList()).toEqual({
      pageNum: '2',
      pageSize: '10',
      orderByColumn: 'createTime',
      isAsc: 'descending',
    });

    await ue.type(
      within(searchForm()).getByPlaceholderText('Please enter Widget name'),
      'Widget 1',
    );
    await ue.click(
      within(searchForm()).getByRole('button', { name: /Search/ }),
    );
    await waitFor(() => expect(names()[0]).toBe('Widget 19'));
    expect(lastList()).toEqual({
      pageNum: '1',
      pageSize: '10',
      widgetName: 'Widget 1',
      orderByColumn: 'createTime',
      isAsc: 'descending',
    });
  });
});
