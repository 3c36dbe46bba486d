/**
 * A schema's default order (a log's newest first): the screen opens in it
 * with the arrow on its column, a cleared sort and Reset fall back to it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListScreenSchema } from '@/components/list-screen';
import {
  listCalls,
  names,
  renderWidgets,
  resetWidgets,
  searchForm,
  widgetSchema,
  type Widget,
  type WidgetQuery,
} from './widget-screen';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow renders.
configure({ asyncUtilTimeout: 10_000 });

const schema: ListScreenSchema<Widget, WidgetQuery> = {
  ...widgetSchema,
  defaultSort: { orderByColumn: 'createTime', isAsc: 'descending' },
};
const header = (name: string) =>
  screen.getByRole('columnheader', { name: new RegExp(name) });
const clickHeader = (
  ue: ReturnType<typeof renderWidgets>['ue'],
  name: string,
) => ue.click(within(header(name)).getByText(name));
const lastList = () => listCalls().at(-1);
const NEWEST_FIRST = {
  pageNum: '1',
  pageSize: '10',
  orderByColumn: 'createTime',
  isAsc: 'descending',
};

describe('list screen: default order', () => {
  beforeEach(() => resetWidgets());

  it('opens newest first with the arrow on its column', async () => {
    renderWidgets({ schema });
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
    expect(listCalls()).toEqual([NEWEST_FIRST]);
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Order')).not.toHaveAttribute('aria-sort');
  });

  it('falls back to the default order when a sort is cleared, and on Reset', async () => {
    const { ue } = renderWidgets({ schema });
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
    await clickHeader(ue, 'Order');
    await waitFor(() => expect(names()[0]).toBe('Widget 01'));
    expect(lastList()).toMatchObject({
      orderByColumn: 'sort',
      isAsc: 'ascending',
    });
    expect(header('Created')).not.toHaveAttribute('aria-sort');

    await clickHeader(ue, 'Order'); // descending
    await clickHeader(ue, 'Order'); // cleared
    await waitFor(() => expect(lastList()).toEqual(NEWEST_FIRST));
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');

    await clickHeader(ue, 'Order');
    await waitFor(() =>
      expect(lastList()).toMatchObject({ orderByColumn: 'sort' }),
    );
    await ue.click(within(searchForm()).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(lastList()).toEqual(NEWEST_FIRST));
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Order')).not.toHaveAttribute('aria-sort');
  });

  // antd cycles a column ascend → descend → cleared; the default column
  // (already descending) turns round instead: ascending, then cleared, which
  // falls back to the default (RuoYi's log columns cycle the same way).
  it('sorts the default column ascending when it is clicked, then back to the default', async () => {
    const { ue } = renderWidgets({ schema });
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
    await clickHeader(ue, 'Created');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(lastList()).toMatchObject({
      orderByColumn: 'createTime',
      isAsc: 'ascending',
    });
    await clickHeader(ue, 'Created');
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(lastList()).toMatchObject({
      orderByColumn: 'createTime',
      isAsc: 'descending',
    });
    await waitFor(() => expect(names()[0]).toBe('Widget 25'));
  });
});
