/**
 * Website navigation (`/project/navigation`): the tree the public header and
 * footer are built from. Search, add (also below a row), edit, move up / down
 * among siblings, delete (refused by the server while an entry has sub-entries
 * or content), export.
 */
import { useMemo, useState } from 'react';
import { Table } from 'antd';
import {
  DownloadOutlined,
  ExportOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TableToolbar, useAnyPermitted } from '@/components/crud';
import { ScreenHelp } from '@/components/list-screen';
import {
  PUBLISH_PERM,
  usePublishingActions,
} from '@/components/publishing-actions';
import { RightToolbar } from '@/components/right-toolbar';
import { useExpandAll } from '@/hooks/use-expand-all';
import { usePermission } from '@/hooks/use-permission';
import type { ProjectNavigation } from '@/types/navigation';
import { navigationColumns } from './navigation-columns';
import { NavigationDialog } from './navigation-dialog';
import { NavigationSearch } from './navigation-search';
import { useNavigation } from './use-navigation';
import './navigation.css';

export default function NavigationPage() {
  const { t } = useTranslation([
    'project-navigation',
    'crud',
    'publishing-actions',
  ]);
  const { hasPermi } = usePermission();
  const nav = useNavigation();
  const [showSearch, setShowSearch] = useState(true);
  const { dialog } = nav;
  const allIds = useMemo(() => nav.rows.map((r) => r.navId!), [nav.rows]);
  const { expanded, setExpanded, toggleAll } = useExpandAll(allIds, true);

  const publishing = usePublishingActions('navigation', nav.reload);
  const withActions = useAnyPermitted([
    'project:navigation:edit',
    'project:navigation:add',
    'project:navigation:remove',
    'project:navigation:query',
    PUBLISH_PERM,
  ]);
  const columns = navigationColumns({
    t,
    nav,
    withActions,
    canReorder: hasPermi('project:navigation:edit'),
    onEdit: (row) => void nav.openEdit(row.navId!),
    onAddChild: (row) => dialog.show({ parentId: row.navId }),
    publishingMenu: (row) =>
      publishing.menu({
        id: row.navId!,
        title: row.navName,
        publishState: row.publishState,
      }),
  });

  return (
    <div className="crud-page nav-page">
      <ScreenHelp text={t('glossary:help.navigation')} />
      <NavigationSearch t={t} nav={nav} show={showSearch} />
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
            onClick: () => void nav.exportList(),
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
            onRefresh={() => void nav.reload()}
          />
        }
      />
      <Table<ProjectNavigation>
        rowKey="navId"
        size="middle"
        loading={nav.loading}
        columns={columns}
        dataSource={nav.tree}
        pagination={false}
        scroll={{ x: 1940 }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
        }}
      />
      <NavigationDialog nav={nav} />
      {publishing.dialogs}
    </div>
  );
}
