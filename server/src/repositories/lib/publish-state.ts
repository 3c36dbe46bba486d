/**
 * The publishing state of a content row in SQL, for the back office's lists:
 * a LEFT JOIN of the item's draft (as `pd`) and the CASE that names the state
 * (docs/publishing.md, "States").
 */
import type { ListSpec } from './lists.js';

export const PUBLISH_STATES = [
  'draft',
  'review',
  'scheduled',
  'changed',
  'published',
  'unpublished',
] as const;

export type PublishState = (typeof PUBLISH_STATES)[number];

/**
 * `alias`: the content table's alias in the list; `idColumn` its id column.
 * The kind is one of the constants, never a request's text.
 */
export function publishStateSql(
  kind: string,
  alias: string,
  idColumn: string,
): { join: string; expr: string } {
  return {
    join: `LEFT JOIN content_draft pd ON pd.kind = '${kind}'
      AND pd.item_id = ${alias}.${idColumn}`,
    expr: `(CASE WHEN pd.state IN ('review', 'scheduled') THEN pd.state
      WHEN pd.kind IS NOT NULL AND ${alias}.published_time IS NULL THEN 'draft'
      WHEN pd.kind IS NOT NULL THEN 'changed'
      WHEN ${alias}.published = '1' THEN 'published'
      ELSE 'unpublished' END)`,
  };
}

/** The same state from one row's facts (single-item answers). */
export function publishStateOf(
  draft: { state: string } | undefined,
  row: { published: string; publishedTime: string | null },
): PublishState {
  if (draft?.state === 'review' || draft?.state === 'scheduled') {
    return draft.state;
  }
  if (draft) return row.publishedTime === null ? 'draft' : 'changed';
  return row.published === '1' ? 'published' : 'unpublished';
}

const camel = (column: string) =>
  column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * `spec` with each row's `publishState`, its draft's action (`save`, or
 * `unpublish` for a deletion waiting to be published), the draft's title when it differs
 * from the published one (`draftTitle`), and the state filter. Only the count of a
 * filtered list joins the drafts.
 */
export function withPublishState(
  spec: ListSpec,
  row: { kind: string; alias: string; idColumn: string; titleColumn: string },
  publishState: string | undefined,
): ListSpec {
  const { join, expr } = publishStateSql(row.kind, row.alias, row.idColumn);
  const title = `${row.alias}.${row.titleColumn}`;
  const filtered = !!publishState;
  if (filtered) spec.where.eq(expr, publishState);
  const countFrom = spec.countFrom ?? spec.from;
  return {
    ...spec,
    columns: `${spec.columns}, ${expr} AS "publishState", pd.action AS "draftAction",
      nullif(pd.data->>'${camel(row.titleColumn)}', ${title}) AS "draftTitle"`,
    from: `${spec.from} ${join}`,
    countFrom: filtered ? `${countFrom} ${join}` : countFrom,
    tables: [...spec.tables, 'content_draft'],
  };
}
