/**
 * Navigation copy (`/project/navRecord`): the text blocks a navigation column's
 * own page shows. Search by column, title and status; add, edit, delete,
 * export.
 */
import { TreeSelect } from 'antd';
import {
  fieldWidth,
  ListScreen,
  useListScreen,
} from '@/components/list-screen';
import { navRecordSchema } from './data';
import { NavRecordDialog } from './nav-record-dialog';
import { useNavTree } from './nav-tree';

export default function NavRecordPage() {
  const navTree = useNavTree();
  const screen = useListScreen(navRecordSchema);
  const { t, f, table } = screen;
  const placeholder = t('crud:select', { field: f('navId') });

  return (
    <ListScreen
      screen={screen}
      search={{
        navId: (
          <TreeSelect
            allowClear
            aria-label={f('navId')}
            treeData={navTree}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            value={table.query.navId}
            placeholder={placeholder}
            style={{ width: fieldWidth(placeholder, 'select') }}
            onChange={(navId?: number) => table.setQuery({ navId })}
          />
        ),
      }}
    >
      <NavRecordDialog screen={screen} navTree={navTree} />
    </ListScreen>
  );
}
