export { TreePanel, filterTree, type TreePanelProps } from './tree-panel';
