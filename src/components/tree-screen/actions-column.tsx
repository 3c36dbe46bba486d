/**
 * The tree table's actions column (Edit, Add a child, Delete, each with its
 * permission and the schema's say for the row) and the first column's cell.
 */
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { RowActions } from '@/components/crud';
import { DragHandle } from '@/components/tree-sort';
import type { TreeRow } from './schema';
import type { TreeScreenState } from './use-tree-screen';

/** A first-column cell: the row's drag handle (when it may be dragged) and its name. */
export function SortableName({
  name,
  sortable,
}: {
  name: string;
  sortable: boolean;
}) {
  return (
    <>
      {sortable && <DragHandle name={name} />}
      {name}
    </>
  );
}

export function actionsColumn<R extends TreeRow<R>, Q extends object>(
  screen: TreeScreenState<R, Q>,
  shown: boolean,
): TableColumnsType<R> {
  const { schema, t, dialog } = screen;
  const { perms, actions } = schema;
  if (!shown) return [];
  return [
    {
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: actions?.width,
      render: (_, row) => (
        <RowActions
          name={String(row[schema.nameKey])}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: perms.edit,
              onClick: () => void screen.openEdit(row),
            },
            ...((actions?.addUnder?.(row) ?? true)
              ? [
                  {
                    key: 'add',
                    label: t('addChild'),
                    icon: <PlusOutlined />,
                    perm: perms.add,
                    onClick: () => dialog.show({ parentId: screen.idOf(row) }),
                  },
                ]
              : []),
            ...((actions?.removable?.(row) ?? true)
              ? [
                  {
                    key: 'delete',
                    label: t('crud:delete'),
                    icon: <DeleteOutlined />,
                    perm: perms.remove,
                    onClick: () => void screen.remove(row),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}
