/**
 * A tree-table screen run by `useTreeScreen`: search form, toolbar (Add,
 * Expand/Collapse), the tree table whose rows the edit permission may drag
 * to reorder within their level, the actions column (Edit, Add a child,
 * Delete) and the view's own dialog as children.
 */
import type { ReactNode } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { SearchForm, TableToolbar, useAnyPermitted } from '@/components/crud';
import { RightToolbar } from '@/components/right-toolbar';
import { SORTABLE_ROWS, TreeSort } from '@/components/tree-sort';
import { feedback } from '@/lib/feedback';
import { actionsColumn } from './actions-column';
import type { TreeRow } from './schema';
import type { TreeScreenState } from './use-tree-screen';

export interface TreeScreenProps<R extends TreeRow<R>, Q extends object> {
  screen: TreeScreenState<R, Q>;
  /** The columns before the actions column (`SortableName` draws the first's cells). */
  columns: TableColumnsType<R>;
  /** The view's add / edit dialog. */
  children?: ReactNode;
}

export function TreeScreen<R extends TreeRow<R>, Q extends object>({
  screen,
  columns,
  children,
}: TreeScreenProps<R, Q>) {
  const { schema, t, f, dict, query, dialog } = screen;
  const { perms } = schema;
  const actionsShown = useAnyPermitted([perms.edit, perms.add, perms.remove]);

  const saveOrder = async (ids: number[], orders: number[]) => {
    await schema.api.sort(ids, orders);
    feedback.success(t('components:treeSort.saved'));
    await screen.reload();
  };

  const all = [...columns, ...actionsColumn(screen, actionsShown)];

  return (
    <div className="crud-page">
      <SearchForm
        show={screen.showSearch}
        onSearch={() => void screen.reload()}
        onReset={screen.reset}
      >
        {schema.search.map(({ key, dict: type }) => (
          <Form.Item key={key} label={f(key)}>
            {type ? (
              <Select
                allowClear
                aria-label={f(key)}
                value={query[key] as string | undefined}
                placeholder={t('crud:select', { field: f(key) })}
                options={(dict[type] ?? []).map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
                onChange={(v?: string) =>
                  screen.setQuery({ [key]: v } as Partial<Q>)
                }
              />
            ) : (
              <Input
                allowClear
                value={query[key] as string | undefined}
                placeholder={t('crud:enter', { field: f(key) })}
                onChange={(e) =>
                  screen.setQuery({ [key]: e.target.value } as Partial<Q>)
                }
              />
            )}
          </Form.Item>
        ))}
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: perms.add,
            color: 'primary',
            onClick: () => dialog.show({}),
          },
          {
            key: 'expand',
            label: t('crud:expandCollapse'),
            icon: <NodeExpandOutlined />,
            color: 'info',
            onClick: screen.toggleAll,
          },
        ]}
        right={
          <RightToolbar
            showSearch={screen.showSearch}
            onToggleSearch={screen.setShowSearch}
            onRefresh={() => void screen.reload()}
          />
        }
      />

      <TreeSort
        tree={screen.tree}
        idOf={screen.idOf}
        expanded={screen.expanded}
        onSort={saveOrder}
      >
        <Table<R>
          rowKey={schema.idKey}
          size="middle"
          loading={screen.loading}
          columns={all}
          dataSource={screen.tree}
          pagination={false}
          components={screen.sortable ? SORTABLE_ROWS : undefined}
          expandable={{
            expandedRowKeys: screen.expanded,
            onExpandedRowsChange: (keys) =>
              screen.setExpanded(keys.map(Number)),
          }}
        />
      </TreeSort>
      {children}
    </div>
  );
}
