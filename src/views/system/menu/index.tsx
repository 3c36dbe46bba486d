/**
 * Menus (`/system/menu`): a tree table (collapsed at first; expand/collapse
 * all), search by name and status, add (also under a row), edit, delete.
 * Changes reach the sidebar at the next sign-in (routes are built once per
 * login).
 */
import { TreeScreen, useTreeScreen } from '@/components/tree-screen';
import { menuSchema } from './data';
import { menuColumns } from './menu-columns';
import { MenuDialog } from './menu-dialog';

export default function MenuPage() {
  const screen = useTreeScreen(menuSchema);
  const { t, dict, dialog } = screen;
  return (
    <TreeScreen screen={screen} columns={menuColumns(t, dict, screen.sortable)}>
      <MenuDialog
        open={dialog.open}
        target={dialog.record}
        visibleOptions={dict.sys_show_hide}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={screen.saved}
      />
    </TreeScreen>
  );
}
