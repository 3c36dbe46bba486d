/**
 * Tree-table screens (menus, departments) from schemas: a `data.ts` holds
 * the `TreeScreenSchema` (search, permissions, API calls, which rows open
 * and which offer Add or Delete), the view writes its columns and its
 * add / edit dialog (driven by `screen.dialog` and `screen.saved`):
 *
 *   const screen = useTreeScreen(deptSchema); // screen.sortable: may drag rows
 *   return (
 *     <TreeScreen screen={screen} columns={deptColumns(screen)}>
 *       <DeptDialog … />
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
