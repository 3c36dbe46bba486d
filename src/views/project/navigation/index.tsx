/**
 * Website navigation (`/project/navigation`): the tree the public header and
 * footer are built from. Search, add (also below a row), edit, move up / down
 * among siblings, delete (refused by the server while an entry has sub-entries
 * or content), export.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Input, Select, Table } from 'antd';
import {
  DownloadOutlined,
  ExportOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  delNavigation,
  getNavigation,
  listNavigation,
  moveNavigation,
  NAVIGATION_EXPORT_URL,
} from '@/api/project/navigation';
import {
  confirmAndRun,
  exportList,
  SearchForm,
  TableToolbar,
  useAnyPermitted,
  useDialog,
} from '@/components/crud';
import { RightToolbar } from '@/components/right-toolbar';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import {
  NAV_TYPES,
  type NavigationQuery,
  type ProjectNavigation,
} from '@/types/navigation';
import { handleTree } from '@/utils/tree';
import { navigationColumns } from './navigation-columns';
import {
  NavigationDialog,
  type NavigationDialogTarget,
} from './navigation-dialog';
import './navigation.css';
import { useExpandAll } from '@/hooks/use-expand-all';

const EMPTY_QUERY: NavigationQuery = {
  navName: undefined,
  navType: undefined,
  status: undefined,
};

export default function NavigationPage() {
  const { t } = useTranslation(['project-navigation', 'crud']);
  const { hasPermi } = usePermission();
  const [query, setQuery] = useState<NavigationQuery>(EMPTY_QUERY);
  const [rows, setRows] = useState<ProjectNavigation[]>([]);
  const [all, setAll] = useState<ProjectNavigation[]>([]);
  const [loading, setLoading] = useState(false);
  const [showSearch, setShowSearch] = useState(true);
  const dialog = useDialog<NavigationDialogTarget>();
  const latest = useRef(query);
  latest.current = query;
  const f = (k: string) => t(`fields.${k}`);

  const load = useCallback(async (q: NavigationQuery) => {
    setLoading(true);
    try {
      const data = (await listNavigation(q)).data ?? [];
      setRows(data);
      const filtered = Object.values(q).some(
        (v) => v !== undefined && v !== '',
      );
      setAll(filtered ? ((await listNavigation()).data ?? []) : data);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  }, []);
  const reload = () => load(latest.current);

  useEffect(() => {
    void load(EMPTY_QUERY);
  }, [load]);

  const tree = useMemo(() => handleTree(rows, 'navId'), [rows]);
  const allIds = useMemo(() => rows.map((r) => r.navId!), [rows]);
  const {
    expanded: expandedKeys,
    setExpanded,
    toggleAll,
  } = useExpandAll(allIds, true);

  /** Siblings in display order, from the full list. */
  const siblings = useMemo(() => {
    const map = new Map<number, number[]>();
    for (const n of all) {
      const list = map.get(n.parentId) ?? [];
      list.push(n.navId!);
      map.set(n.parentId, list);
    }
    return map;
  }, [all]);
  const canMove = (row: ProjectNavigation, d: 'up' | 'down') => {
    const list = siblings.get(row.parentId) ?? [];
    const i = list.indexOf(row.navId!);
    return i >= 0 && (d === 'up' ? i > 0 : i < list.length - 1);
  };

  const openEdit = async (navId: number) => {
    try {
      dialog.show({ record: (await getNavigation(navId)).data });
    } catch {
      // shown by the request layer
    }
  };

  const move = async (row: ProjectNavigation, direction: 'up' | 'down') => {
    try {
      await moveNavigation(row.navId!, direction);
      feedback.success(t('moved'));
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  const remove = (row: ProjectNavigation) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityName'),
        ids: row.navName,
      }),
      run: () => delNavigation(row.navId!),
      after: reload,
    });

  const withActions = useAnyPermitted([
    'project:navigation:edit',
    'project:navigation:add',
    'project:navigation:remove',
  ]);
  const columns = navigationColumns({
    t,
    withActions,
    canReorder: hasPermi('project:navigation:edit'),
    canMove,
    onEdit: (row) => void openEdit(row.navId!),
    onAddChild: (row) => dialog.show({ parentId: row.navId }),
    onMove: (row, d) => void move(row, d),
    onDelete: (row) => void remove(row),
  });

  return (
    <div className="crud-page nav-page">
      <SearchForm
        show={showSearch}
        onSearch={() => void reload()}
        onReset={() => {
          setQuery(EMPTY_QUERY);
          void load(EMPTY_QUERY);
        }}
      >
        <Form.Item label={f('navName')}>
          <Input
            allowClear
            value={query.navName}
            placeholder={t('crud:enter', { field: f('navName') })}
            onChange={(e) => setQuery({ ...query, navName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('navType')}>
          <Select
            allowClear
            aria-label={f('navType')}
            value={query.navType}
            placeholder={t('crud:select', { field: f('navType') })}
            options={NAV_TYPES.map((v) => ({
              value: v,
              label: t(`navTypes.${v}`),
            }))}
            onChange={(navType?: string) => setQuery({ ...query, navType })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={['0', '1'].map((v) => ({
              value: v,
              label: t(`statusOptions.${v}`),
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
            perm: 'project:navigation:add',
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
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'project:navigation:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                NAVIGATION_EXPORT_URL,
                latest.current,
                t('exportName'),
              ),
          },
          {
            key: 'site',
            label: t('viewSite'),
            icon: <ExportOutlined />,
            color: 'info',
            onClick: () => window.open('#/w', '_blank', 'noopener'),
          },
        ]}
        right={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void reload()}
          />
        }
      />

      <Table<ProjectNavigation>
        rowKey="navId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={tree}
        pagination={false}
        scroll={{ x: 1700 }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
        }}
      />

      <NavigationDialog
        open={dialog.open}
        target={dialog.record}
        all={all}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
