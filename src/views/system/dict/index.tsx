/**
 * Dictionary types (`/system/dict/type`): search, paged sortable table, add /
 * edit / delete, export, refresh cache; a type opens its data page. The SPA's
 * dictionary cache forgets every type changed here.
 */
import { SyncOutlined } from '@ant-design/icons';
import { refreshCache } from '@/api/system/dict/type';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { feedback } from '@/lib/feedback';
import { useDictStore } from '@/stores/dict';
import { forgetTypes } from './forget-types';
import { typeSchema } from './type-data';

export default function DictTypePage() {
  const screen = useListScreen(typeSchema, {
    onRemoved: (rows) => forgetTypes(...rows.map((r) => r.dictType)),
    onSaved: (data, before) => forgetTypes(before?.dictType, data.dictType),
  });
  const { t } = screen;

  const refresh = async () => {
    try {
      await refreshCache();
      useDictStore.getState().cleanDict();
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
          perm: 'system:dict:remove',
          color: 'danger',
          onClick: () => void refresh(),
        },
      ]}
    />
  );
}
