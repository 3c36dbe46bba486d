export {
  DragHandle,
  SORTABLE_ROWS,
  TreeSort,
  type TreeSortProps,
} from './tree-sort';
import './tree-sort.css';
