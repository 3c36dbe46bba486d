/**
 * The generator list's buttons and row actions: generate (download the
 * code of one table or a batch as a zip), create tables from SQL (admins),
 * import, edit (the settings page), delete (naming the tables), preview and
 * sync columns with the database.
 */
import {
  CloudDownloadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { delTable, downloadCode, previewFiles, synchDb } from '@/api/tool/gen';
import {
  confirmAndRun,
  type RowAction,
  type ToolbarAction,
} from '@/components/crud';
import type { ListScreenState } from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import type { GenQuery, GenTable } from '@/types/tool-gen';

const editPath = (tableId: number) => `/tool/gen-edit/index/${tableId}`;

export interface GenActionHandlers {
  onCreate: () => void;
  /** The generated files of a table: path → text. */
  onPreview: (files: Record<string, string>) => void;
}

export function useGenActions(
  screen: ListScreenState<GenTable, GenQuery>,
  { onCreate, onPreview }: GenActionHandlers,
) {
  const { t, selection } = screen;
  const navigate = useNavigate();
  const { hasRole } = usePermission();
  const edit = (row: GenTable) => void navigate(editPath(row.tableId));

  const remove = (rows: GenTable[]) =>
    confirmAndRun({
      content: t('confirmDelete', {
        names: rows.map((r) => r.tableName).join(','),
      }),
      run: () => delTable(rows.map((r) => r.tableId)),
      after: screen.reload,
    });

  const sync = (row: GenTable) =>
    confirmAndRun({
      content: t('confirmSync', { name: row.tableName }),
      run: () => synchDb(row.tableName),
      after: screen.reload,
      success: t('syncDone'),
    });

  const preview = async (row: GenTable) => {
    try {
      onPreview(await previewFiles(row.tableId));
    } catch {
      // shown by the request layer
    }
  };

  const toolbar: ToolbarAction[] = [
    {
      key: 'generate',
      label: t('generate'),
      icon: <CloudDownloadOutlined />,
      perm: 'tool:gen:code',
      color: 'primary',
      disabled: !selection.multiple,
      onClick: () => void downloadCode(selection.rows.map((r) => r.tableName)),
    },
    ...(hasRole('admin')
      ? [
          {
            key: 'create',
            label: t('create.action'),
            icon: <PlusOutlined />,
            color: 'primary' as const,
            onClick: onCreate,
          },
        ]
      : []),
    {
      key: 'import',
      label: t('crud:import'),
      icon: <UploadOutlined />,
      perm: 'tool:gen:import',
      color: 'info',
      onClick: () => screen.importing.show(),
    },
    {
      key: 'edit',
      label: t('crud:edit'),
      icon: <EditOutlined />,
      perm: 'tool:gen:edit',
      color: 'success',
      disabled: !selection.single,
      onClick: () => edit(selection.rows[0]),
    },
    {
      key: 'delete',
      label: t('crud:delete'),
      icon: <DeleteOutlined />,
      perm: 'tool:gen:remove',
      color: 'danger',
      disabled: !selection.multiple,
      onClick: () => void remove(selection.rows),
    },
  ];

  const rowActions = (row: GenTable): RowAction[] => [
    {
      key: 'preview',
      label: t('preview.action'),
      icon: <EyeOutlined />,
      perm: 'tool:gen:preview',
      onClick: () => void preview(row),
    },
    {
      key: 'edit',
      label: t('crud:edit'),
      icon: <EditOutlined />,
      perm: 'tool:gen:edit',
      onClick: () => edit(row),
    },
    {
      key: 'delete',
      label: t('crud:delete'),
      icon: <DeleteOutlined />,
      perm: 'tool:gen:remove',
      onClick: () => void remove([row]),
    },
    {
      key: 'sync',
      label: t('sync'),
      icon: <SyncOutlined />,
      perm: 'tool:gen:edit',
      onClick: () => void sync(row),
    },
    {
      key: 'download',
      label: t('generate'),
      icon: <DownloadOutlined />,
      perm: 'tool:gen:code',
      onClick: () => void downloadCode([row.tableName]),
    },
  ];

  return { toolbar, rowActions };
}
