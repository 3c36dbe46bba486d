/**
 * Menus (`/system/menu`): a tree table (collapsed at first; expand/collapse
 * all), search by name and status, add (also under a row), edit, delete.
 * Changes reach the sidebar at the next sign-in (routes are built once per
 * login).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { delMenu, getMenu, listMenu, updateMenuSort } from '@/api/system/menu';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  TableToolbar,
  useAnyPermitted,
  useDialog,
} from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { MenuIcon } from '@/components/menu-icon';
import { RightToolbar } from '@/components/right-toolbar';
import { DragHandle, SORTABLE_ROWS, TreeSort } from '@/components/tree-sort';
import { useDict } from '@/hooks/use-dict';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import type { MenuQuery, SysMenu } from '@/types/menu';
import { handleTree } from '@/utils/tree';
import { MenuDialog, type MenuDialogTarget } from './menu-dialog';
import { useExpandAll } from '@/hooks/use-expand-all';

const EMPTY_QUERY: MenuQuery = { menuName: undefined, status: undefined };

/** Ids of the rows that have children among `rows`. */
function parentsIn(rows: readonly SysMenu[]): number[] {
  const ids = new Set(rows.map((r) => r.menuId));
  return [...new Set(rows.map((r) => r.parentId))].filter((id) => ids.has(id));
}

export default function MenuPage() {
  const { t } = useTranslation(['system-menu', 'crud']);
  const dict = useDict('sys_show_hide', 'sys_normal_disable');
  const [query, setQuery] = useState<MenuQuery>(EMPTY_QUERY);
  const [rows, setRows] = useState<SysMenu[]>([]);
  const [loading, setLoading] = useState(false);
  const [showSearch, setShowSearch] = useState(true);
  const dialog = useDialog<MenuDialogTarget>();
  const latest = useRef(query);
  latest.current = query;
  const f = (k: string) => t(`fields.${k}`);
  const parentIds = useMemo(() => parentsIn(rows), [rows]);
  const { expanded, setExpanded, toggleAll } = useExpandAll(parentIds, false);

  const load = useCallback(
    async (q: MenuQuery) => {
      setLoading(true);
      try {
        const data = (await listMenu(q)).data ?? [];
        setRows(data);
        // search results open up so that every match shows
        if (q.menuName || q.status) setExpanded(parentsIn(data));
      } catch {
        // shown by the request layer
      } finally {
        setLoading(false);
      }
    },
    [setExpanded],
  );

  useEffect(() => {
    void load(EMPTY_QUERY);
  }, [load]);

  const tree = useMemo(() => handleTree(rows, 'menuId'), [rows]);

  const openEdit = async (menuId: number) => {
    try {
      dialog.show({ record: (await getMenu(menuId)).data });
    } catch {
      // shown by the request layer
    }
  };

  const remove = (row: SysMenu) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityName'),
        ids: row.menuName,
      }),
      run: () => delMenu(row.menuId!),
      after: () => load(latest.current),
    });

  const rowActionsShown = useAnyPermitted([
    'system:menu:edit',
    'system:menu:add',
    'system:menu:remove',
  ]);

  const { hasPermi } = usePermission();
  const canSort = hasPermi('system:menu:edit');
  const saveOrder = async (ids: number[], orders: number[]) => {
    await updateMenuSort(ids, orders);
    feedback.success(t('components:treeSort.saved'));
    await load(latest.current);
  };

  const columns: TableColumnsType<SysMenu> = [
    {
      title: f('menuName'),
      dataIndex: 'menuName',
      width: 240,
      ellipsis: true,
      render: (name: string) => (
        <>
          {canSort && <DragHandle name={name} />}
          {name}
        </>
      ),
    },
    {
      title: f('icon'),
      dataIndex: 'icon',
      align: 'center',
      width: 70,
      render: (icon?: string) =>
        icon && icon !== '#' ? (
          <span title={icon}>
            <MenuIcon name={icon} />
          </span>
        ) : null,
    },
    { title: f('orderNum'), dataIndex: 'orderNum', align: 'center', width: 70 },
    { title: f('perms'), dataIndex: 'perms', ellipsis: true },
    { title: f('component'), dataIndex: 'component', ellipsis: true },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 90,
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 220,
      render: (_, row) => (
        <RowActions
          name={row.menuName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:menu:edit',
              onClick: () => void openEdit(row.menuId!),
            },
            ...(row.menuType !== 'F'
              ? [
                  {
                    key: 'add',
                    label: t('addChild'),
                    icon: <PlusOutlined />,
                    perm: 'system:menu:add',
                    onClick: () => dialog.show({ parentId: row.menuId }),
                  },
                ]
              : []),
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:menu:remove',
              onClick: () => void remove(row),
            },
          ]}
        />
      ),
    });
  }

  return (
    <div className="crud-page">
      <SearchForm
        show={showSearch}
        onSearch={() => void load(latest.current)}
        onReset={() => {
          setQuery(EMPTY_QUERY);
          void load(EMPTY_QUERY);
        }}
      >
        <Form.Item label={f('menuName')}>
          <Input
            allowClear
            value={query.menuName}
            placeholder={t('crud:enter', { field: f('menuName') })}
            onChange={(e) => setQuery({ ...query, menuName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={dict.sys_normal_disable.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(status?: string) => setQuery({ ...query, status })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:menu:add',
            color: 'primary',
            onClick: () => dialog.show({}),
          },
          {
            key: 'expand',
            label: t('crud:expandCollapse'),
            icon: <NodeExpandOutlined />,
            color: 'info',
            onClick: toggleAll,
          },
        ]}
        right={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void load(latest.current)}
          />
        }
      />

      <TreeSort
        tree={tree}
        idOf={(r: SysMenu) => r.menuId!}
        expanded={expanded}
        onSort={saveOrder}
      >
        <Table<SysMenu>
          rowKey="menuId"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={tree}
          pagination={false}
          components={canSort ? SORTABLE_ROWS : undefined}
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
          }}
        />
      </TreeSort>

      <MenuDialog
        open={dialog.open}
        target={dialog.record}
        visibleOptions={dict.sys_show_hide}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void load(latest.current);
        }}
      />
    </div>
  );
}
