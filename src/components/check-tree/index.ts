export {
  CheckTree,
  savedKeys,
  treeKeys,
  type CheckTreeProps,
} from './check-tree';
