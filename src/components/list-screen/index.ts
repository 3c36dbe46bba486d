/**
 * List screens from schemas. A screen is a `data.tsx` holding its
 * `ListScreenSchema` and a small `index.tsx` that runs it:
 *
 *   // data.tsx
 *   export const postSchema: ListScreenSchema<SysPost, PostQuery> = {
 *     ns: 'system-post',                 // i18n: fields.*, entity, entityIds, exportName
 *     idKey: 'postId', nameKey: 'postName',
 *     perms: { add: 'system:post:add', edit: 'system:post:edit',
 *              remove: 'system:post:remove', export: 'system:post:export' },
 *     dicts: ['sys_normal_disable'],
 *     api: { list: listPost, get: getPost, add: addPost, update: updatePost,
 *            remove: delPost, exportUrl: POST_EXPORT_URL },
 *     initialQuery: { postCode: undefined, status: undefined },
 *     search: [{ type: 'input', key: 'postCode' },
 *              { type: 'select', key: 'status', dict: 'sys_normal_disable' }],
 *     columns: [{ key: 'postCode', align: 'center' },
 *               { key: 'status', align: 'center', dict: 'sys_normal_disable' }],
 *     form: { width: 500, labelSpan: 6, defaults: EMPTY, fields: [
 *       { name: 'postName', type: 'input', required: true, max: 50 }, …] },
 *   };
 *
 *   // index.tsx
 *   export default function PostPage() {
 *     const screen = useListScreen(postSchema);
 *     return <ListScreen screen={screen} />;
 *   }
 *
 * A standard action is offered when the schema names its permission; the
 * actions column shows when the user holds one of them, pinned at the right
 * of a table that scrolls sideways. The right toolbar's column menu hides
 * columns, remembered per screen in the browser; `help` names a one-line
 * explanation shown above the list. Special behaviour
 * plugs in beside the schema as `<ListScreen>` props: `toolbar` (more
 * buttons), `rowActions` (more row links), `actionsCell` (a row's actions
 * drawn by the view), `cells` (cells that need the view's state, e.g. a
 * `StatusSwitch`), `search` (controls of `custom` search fields), `onReset`,
 * `editDisabled` / `removeDisabled` (a protected selection), `aside` (a
 * panel beside the list), `importDialog`, and children (the view's own
 * dialogs; leave out `form` to write the add / edit dialog yourself, driven
 * by `screen.dialog` and `screen.saved`). `useListScreen`'s options hook
 * into deletes and saves.
 */
export type {
  ColumnField,
  Dicts,
  FormField,
  FormSchema,
  Id,
  ListApi,
  ListPerms,
  ListScreenSchema,
  RenderContext,
  SearchField,
} from './schema';
export {
  useListScreen,
  type ListScreenOptions,
  type ListScreenState,
} from './use-list-screen';
export {
  ListScreen,
  type ImportDialogProps,
  type ListScreenProps,
} from './list-screen';
export type { CellRender } from './columns';
export { StatusSwitch, type StatusSwitchProps } from './status-switch';
export { ScreenHelp } from './screen-help';
export { fieldWidth } from './field-width';
export { FormDialog, type FormDialogProps } from './form-dialog';
