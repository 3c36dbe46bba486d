/**
 * The standard buttons above the table, each offered when the schema names
 * its permission: Add, Edit (one row selected), Delete (rows selected),
 * Clean, Import (with an import dialog), Export; then the view's own buttons.
 */
import {
  ClearOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ToolbarAction } from '@/components/crud';
import type { PageQuery } from '@/types/api';
import type { ListScreenState } from './use-list-screen';

export interface ToolbarPlugins {
  /** Buttons after the standard ones. */
  actions?: readonly ToolbarAction[];
  /** Add is disabled (e.g. nothing to add to yet). */
  addDisabled?: boolean;
  /** An import dialog is given: offer Import. */
  canImport?: boolean;
  /** Edit and Delete refuse the selection (e.g. it holds a protected record). */
  editDisabled?: boolean;
  removeDisabled?: boolean;
}

export function toolbarActions<R extends object, Q extends PageQuery>(
  screen: ListScreenState<R, Q>,
  {
    actions = [],
    addDisabled,
    canImport,
    editDisabled,
    removeDisabled,
  }: ToolbarPlugins,
): ToolbarAction[] {
  const { t, selection, schema } = screen;
  const { perms } = schema;
  const standard: (ToolbarAction | false | '' | undefined)[] = [
    perms.add && {
      key: 'add',
      label: t('crud:add'),
      icon: <PlusOutlined />,
      perm: perms.add,
      color: 'primary',
      disabled: addDisabled,
      onClick: () => screen.dialog.show(),
    },
    perms.edit && {
      key: 'edit',
      label: t('crud:edit'),
      icon: <EditOutlined />,
      perm: perms.edit,
      color: 'success',
      disabled: !selection.single || screen.loadingRow || editDisabled,
      onClick: () => {
        const [row] = selection.rows;
        void screen.openEdit(row && screen.idOf(row));
      },
    },
    perms.remove && {
      key: 'delete',
      label: t('crud:delete'),
      icon: <DeleteOutlined />,
      perm: perms.remove,
      color: 'danger',
      disabled: !selection.multiple || removeDisabled,
      onClick: () => void screen.remove(selection.rows),
    },
    perms.clean && {
      key: 'clean',
      label: t('clean'),
      icon: <ClearOutlined />,
      perm: perms.clean,
      color: 'danger',
      onClick: () => void screen.clean(),
    },
    canImport &&
      perms.import && {
        key: 'import',
        label: t('crud:import'),
        icon: <UploadOutlined />,
        perm: perms.import,
        color: 'info',
        onClick: () => screen.importing.show(),
      },
    perms.export && {
      key: 'export',
      label: t('crud:export'),
      icon: <DownloadOutlined />,
      perm: perms.export,
      color: 'warning',
      onClick: () => void screen.exportList(),
    },
  ];
  return [...standard.filter((a): a is ToolbarAction => !!a), ...actions];
}
