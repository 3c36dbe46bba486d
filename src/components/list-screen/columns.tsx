/**
 * The table's columns from the schema: titles from `fields.<key>`,
 * dictionary values as tags, custom cells, and the actions column (edit,
 * delete and the view's own row actions) when the user may use any of them.
 */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { RowActions, useAnyPermitted, type RowAction } from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { PUBLISH_PERM } from '@/components/publishing-actions';
import type { PageQuery } from '@/types/api';
import type { ListScreenState } from './use-list-screen';

/** A cell the view renders itself (it needs the view's state). */
export type CellRender<R> = (row: R) => ReactNode;

export interface ColumnPlugins<R> {
  /** Cells by column key, instead of the schema's. */
  cells?: Partial<Record<keyof R & string, CellRender<R>>>;
  /** Row actions shown before Edit and Delete. */
  rowActions?: (row: R) => RowAction[];
  /**
   * The actions cell drawn by the view from the row's actions (its own,
   * Edit and Delete): to leave some out for a row or add a menu beside them.
   */
  actionsCell?: (row: R, actions: RowAction[]) => ReactNode;
  /** The row's "Publishing" menu, after its actions (a schema with `publishing`). */
  publishingMenu?: (row: R) => ReactNode;
}

/** The sort arrow of column `key` for the query's order. */
function sortOrderOf(query: PageQuery, key: string): SortOrder {
  if (query.orderByColumn !== key) return null;
  return query.isAsc === 'ascending' || query.isAsc === 'asc'
    ? 'ascend'
    : 'descend';
}

export function useColumns<R extends object, Q extends PageQuery>(
  screen: ListScreenState<R, Q>,
  { cells, rowActions, actionsCell, publishingMenu }: ColumnPlugins<R>,
  /** Keys of the columns the user hid. */
  hidden?: ReadonlySet<string>,
): TableColumnsType<R> {
  const { schema, t, dict, f } = screen;
  const { perms } = schema;
  const kind = schema.publishing?.kind;
  const actionPerms = [
    ...(schema.actions?.perms ?? [perms.edit, perms.remove]),
    ...(kind ? [`project:${kind}:query`, PUBLISH_PERM] : []),
  ];
  const actionsShown = useAnyPermitted(
    actionPerms.filter((p): p is string => p !== undefined),
  );
  const ctx = { t, dict };

  const shown = schema.columns.filter((c) => !hidden?.has(c.key));
  const columns: TableColumnsType<R> = shown.map((c) => {
    const own = cells?.[c.key] ?? c.render;
    const render = own
      ? (_: unknown, row: R) => own(row, ctx)
      : c.dict
        ? (value: string) => (
            <DictTag options={dict[c.dict!] ?? []} value={value} />
          )
        : undefined;
    return {
      title: c.title ? t(c.title) : f(c.key),
      dataIndex: c.key,
      align: c.align,
      width: c.width,
      sorter: c.sorter,
      // with a default order the arrows follow the query (and its reset)
      ...(schema.defaultSort &&
        c.sorter && { sortOrder: sortOrderOf(screen.table.query, c.key) }),
      // the default column opens sorted: its first click turns the order
      // round, the next clears it (back to the default), as on any column
      ...(schema.defaultSort?.orderByColumn === c.key &&
        c.sorter && {
          sortDirections:
            schema.defaultSort.isAsc === 'descending'
              ? ['descend' as const, 'ascend' as const]
              : ['ascend' as const, 'descend' as const],
        }),
      ellipsis: c.ellipsis,
      ...(render && { render }),
    };
  });
  if (schema.rowNumbers) {
    const { page, limit } = screen.table.pagination;
    columns.unshift({
      title: t('index'),
      key: 'index',
      align: 'center',
      width: schema.rowNumbers.width,
      render: (_v, _r, i) => (page - 1) * limit + i + 1,
    });
  }
  if (!actionsShown) return columns;

  const standard = (row: R): RowAction[] => [
    ...(perms.edit
      ? [
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: perms.edit,
            onClick: () => void screen.openEdit(screen.idOf(row)),
          },
        ]
      : []),
    ...(perms.remove
      ? [
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: perms.remove,
            onClick: () => void screen.remove([row]),
          },
        ]
      : []),
  ];
  columns.push({
    title: t('crud:actions'),
    key: 'actions',
    ...(schema.actions?.fixed !== false && { fixed: 'right' as const }),
    align: 'center',
    width: schema.actions?.width,
    render: (_, row) => {
      const actions = [...(rowActions?.(row) ?? []), ...standard(row)];
      const cell = actionsCell ? (
        actionsCell(row, actions)
      ) : (
        <RowActions
          name={String(row[schema.nameKey] ?? '')}
          actions={actions}
        />
      );
      return publishingMenu ? (
        <Space size={0} wrap>
          {cell}
          {publishingMenu(row)}
        </Space>
      ) : (
        cell
      );
    },
  });
  return columns;
}
