/**
 * Tree-table screens (menus, departments) from schemas: a `data.ts` holds
 * the `TreeScreenSchema` (search, permissions, API calls, which rows open
 * and which offer Add or Delete), the view writes its columns and its
 * add / edit dialog (driven by `screen.dialog` and `screen.saved`):
 *
 *   const screen = useTreeScreen(menuSchema);
 *   const { t, dict, dialog } = screen;
 *   return (
 *     // screen.sortable: the user may drag rows (SortableName draws the handle)
 *     <TreeScreen screen={screen} columns={menuColumns(t, dict, screen.sortable)}>
 *       <MenuDialog open={dialog.open} target={dialog.record} … onSaved={screen.saved} />
 *     </TreeScreen>
 *   );
 */
export type {
  TreeDialogTarget,
  TreeRow,
  TreeScreenSchema,
  TreeSearchField,
} from './schema';
export { useTreeScreen, type TreeScreenState } from './use-tree-screen';
export { SortableName } from './actions-column';
export { TreeScreen, type TreeScreenProps } from './tree-screen';
