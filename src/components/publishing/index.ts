/**
 * Publishing's shared parts: two versions of a content item compared, and
 * an item's revision history.
 */
export { ContentDiff, type ContentDiffProps } from './content-diff';
export { HistoryDrawer, type HistoryDrawerProps } from './history-drawer';
