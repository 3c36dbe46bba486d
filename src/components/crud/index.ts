/**
 * Building blocks of list / CRUD screens; see views/system/post for one
 * screen that uses them all.
 */
export { SearchForm, type SearchFormProps } from './search-form';
export {
  TableToolbar,
  type ActionColor,
  type TableToolbarProps,
  type ToolbarAction,
} from './table-toolbar';
export {
  RowActions,
  useAnyPermitted,
  type RowAction,
  type RowActionsProps,
} from './row-actions';
export { RowMore, type RowMoreProps } from './row-more';
export { SaveDialog, type SaveDialogProps } from './save-dialog';
export { EditModal, type EditModalProps } from './edit-modal';
export { useGuardedClose, type GuardedClose } from './use-guarded-close';
export { useRowSelection, type RowSelection } from './use-row-selection';
export { useDialog, type DialogState } from './use-dialog';
export {
  confirmAndRun,
  exportList,
  sortQuery,
  type ConfirmRun,
} from './actions';
