/**
 * Parameters (`/system/config`): search, paged sortable table, add / edit /
 * delete (built-in ones are refused by the server), export, refresh cache.
 */
import { SyncOutlined } from '@ant-design/icons';
import { refreshCache } from '@/api/system/config';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { feedback } from '@/lib/feedback';
import { configSchema } from './data';

export default function ConfigPage() {
  const screen = useListScreen(configSchema);
  const { t } = screen;

  const refresh = async () => {
    try {
      await refreshCache();
      feedback.success(t('refreshSuccess'));
    } catch {
      // shown by the request layer
    }
  };

  return (
    <ListScreen
      screen={screen}
      toolbar={[
        {
          key: 'refresh',
          label: t('refreshCache'),
          icon: <SyncOutlined />,
          perm: 'system:config:remove',
          color: 'danger',
          onClick: () => void refresh(),
        },
      ]}
    />
  );
}
