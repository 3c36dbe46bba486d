/**
 * A schema's `publishing` option: the draft's title under the name, the
 * "Publishing" state column right after it (in view on a table that
 * scrolls sideways), and the state filter (before the date range, or last).
 */
import type { ReactNode } from 'react';
import {
  DraftTitle,
  PublishStateTag,
  stateOptions,
} from '@/components/publishing-actions';
import type { PageQuery } from '@/types/api';
import type { ColumnField, ListScreenSchema, SearchField } from './schema';

/** What a content row carries of its publishing. */
interface PublishingRow {
  publishState?: string | null;
  draftAction?: string | null;
  draftTitle?: string | null;
}

/** `list` with `item` put at index `at`, or last when `at` is -1. */
const insert = <T,>(list: readonly T[], item: T, at: number) =>
  at < 0 ? [...list, item] : [...list.slice(0, at), item, ...list.slice(at)];

export function withPublishing<R extends object, Q extends PageQuery>(
  schema: ListScreenSchema<R, Q>,
): ListScreenSchema<R, Q> {
  if (!schema.publishing) return schema;
  const stateOf = (row: R) => row as PublishingRow;
  const filter: SearchField<Q> = {
    type: 'select',
    key: 'publishState' as keyof Q & string,
    label: 'publishing-actions:column',
    width: 150,
    options: ({ t }) => stateOptions(t),
  };
  const column: ColumnField<R> = {
    key: 'publishState' as keyof R & string,
    title: 'publishing-actions:column',
    align: 'center',
    width: 150,
    render: (row) => (
      <PublishStateTag
        state={stateOf(row).publishState}
        action={stateOf(row).draftAction}
      />
    ),
  };
  const columns = schema.columns.map((c): ColumnField<R> => {
    if (c.key !== schema.nameKey) return c;
    const own = c.render;
    return {
      ...c,
      render: (row, ctx) => (
        <>
          {own ? own(row, ctx) : (row[c.key] as ReactNode)}
          <DraftTitle title={stateOf(row).draftTitle} />
        </>
      ),
    };
  });
  return {
    ...schema,
    initialQuery: { ...schema.initialQuery, publishState: undefined },
    search: insert(
      schema.search,
      filter,
      schema.search.findIndex((f) => f.type === 'dateRange'),
    ),
    columns: insert(
      columns,
      column,
      columns.findIndex((c) => c.key === schema.nameKey) + 1,
    ),
    toggleable: schema.toggleable && [...schema.toggleable, column.key],
  };
}
