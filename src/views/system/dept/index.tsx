/**
 * Departments (`/system/dept`): a tree table under the user's data scope,
 * search by name and status, add (also as a child of a row), edit, delete.
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
import { delDept, getDept, listDept, updateDeptSort } from '@/api/system/dept';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  TableToolbar,
  useAnyPermitted,
  useDialog,
} from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { RightToolbar } from '@/components/right-toolbar';
import { DragHandle, SORTABLE_ROWS, TreeSort } from '@/components/tree-sort';
import { useDict } from '@/hooks/use-dict';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import type { DeptQuery, SysDept } from '@/types/dept';
import { handleTree } from '@/utils/tree';
import { DeptDialog, type DeptDialogTarget } from './dept-dialog';
import { useExpandAll } from '@/hooks/use-expand-all';

const EMPTY_QUERY: DeptQuery = { deptName: undefined, status: undefined };

export default function DeptPage() {
  const { t } = useTranslation(['system-dept', 'crud']);
  const dict = useDict('sys_normal_disable');
  const [query, setQuery] = useState<DeptQuery>(EMPTY_QUERY);
  const [rows, setRows] = useState<SysDept[]>([]);
  const [loading, setLoading] = useState(false);
  const [showSearch, setShowSearch] = useState(true);
  const dialog = useDialog<DeptDialogTarget>();
  const latest = useRef(query);
  latest.current = query;
  const f = (k: string) => t(`fields.${k}`);

  const load = useCallback(async (q: DeptQuery) => {
    setLoading(true);
    try {
      setRows((await listDept(q)).data ?? []);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(EMPTY_QUERY);
  }, [load]);

  const tree = useMemo(() => handleTree(rows, 'deptId'), [rows]);
  const allIds = useMemo(() => rows.map((r) => r.deptId!), [rows]);
  // Expanded by default (RuoYi's isExpandAll); the toggle collapses all.
  const {
    expanded: expandedKeys,
    setExpanded,
    toggleAll,
  } = useExpandAll(allIds, true);

  const openEdit = async (deptId: number) => {
    try {
      dialog.show({ record: (await getDept(deptId)).data });
    } catch {
      // shown by the request layer
    }
  };

  const remove = (row: SysDept) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityName'),
        ids: row.deptName,
      }),
      run: () => delDept(row.deptId!),
      after: () => load(latest.current),
    });

  const rowActionsShown = useAnyPermitted([
    'system:dept:edit',
    'system:dept:add',
    'system:dept:remove',
  ]);

  const { hasPermi } = usePermission();
  const canSort = hasPermi('system:dept:edit');
  const saveOrder = async (ids: number[], orders: number[]) => {
    await updateDeptSort(ids, orders);
    feedback.success(t('components:treeSort.saved'));
    await load(latest.current);
  };

  const columns: TableColumnsType<SysDept> = [
    {
      title: f('deptName'),
      dataIndex: 'deptName',
      width: 280,
      render: (name: string) => (
        <>
          {canSort && <DragHandle name={name} />}
          {name}
        </>
      ),
    },
    {
      title: f('orderNum'),
      dataIndex: 'orderNum',
      align: 'center',
      width: 200,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 200,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      render: (_, row) => (
        <RowActions
          name={row.deptName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:dept:edit',
              onClick: () => void openEdit(row.deptId!),
            },
            {
              key: 'add',
              label: t('addChild'),
              icon: <PlusOutlined />,
              perm: 'system:dept:add',
              onClick: () => dialog.show({ parentId: row.deptId }),
            },
            ...(row.parentId !== 0
              ? [
                  {
                    key: 'delete',
                    label: t('crud:delete'),
                    icon: <DeleteOutlined />,
                    perm: 'system:dept:remove',
                    onClick: () => void remove(row),
                  },
                ]
              : []),
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
        <Form.Item label={f('deptName')}>
          <Input
            allowClear
            value={query.deptName}
            placeholder={t('crud:enter', { field: f('deptName') })}
            onChange={(e) => setQuery({ ...query, deptName: e.target.value })}
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
            perm: 'system:dept:add',
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
        idOf={(r: SysDept) => r.deptId!}
        expanded={expandedKeys}
        onSort={saveOrder}
      >
        <Table<SysDept>
          rowKey="deptId"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={tree}
          pagination={false}
          components={canSort ? SORTABLE_ROWS : undefined}
          expandable={{
            expandedRowKeys: expandedKeys,
            onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
          }}
        />
      </TreeSort>

      <DeptDialog
        open={dialog.open}
        target={dialog.record}
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
