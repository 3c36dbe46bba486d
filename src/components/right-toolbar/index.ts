export {
  RightToolbar,
  type RightToolbarProps,
  type ToolbarColumn,
} from './right-toolbar';
