/**
 * Login log (`/monitor/logininfor`): search by address, account, status and
 * time range; a sortable paged table (newest first); delete, clean, export, and
 * unlock the account of the selected row (lifts a password lockout).
 */
import { DownloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { unlockLogininfor } from '@/api/monitor/logininfor';
import { confirmAndRun, useAnyPermitted } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { logininforSchema } from './data';

export default function LogininforPage() {
  const screen = useListScreen(logininforSchema);
  const { t, selection } = screen;
  const canSelect = useAnyPermitted([
    'monitor:logininfor:remove',
    'monitor:logininfor:unlock',
  ]);

  const unlock = (name: string) =>
    confirmAndRun({
      content: t('logininfor.confirmUnlock', { name }),
      run: () => unlockLogininfor(name),
      success: t('logininfor.unlockSuccess', { name }),
    });

  return (
    <ListScreen
      screen={screen}
      selectable={canSelect}
      toolbar={[
        {
          key: 'unlock',
          label: t('logininfor.unlock'),
          icon: <UnlockOutlined />,
          perm: 'monitor:logininfor:unlock',
          color: 'primary',
          disabled: !selection.single,
          onClick: () => void unlock(selection.rows[0].userName),
        },
        {
          key: 'export',
          label: t('crud:export'),
          icon: <DownloadOutlined />,
          perm: 'monitor:logininfor:export',
          color: 'warning',
          onClick: () => void screen.exportList(),
        },
      ]}
    />
  );
}
