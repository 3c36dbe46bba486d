/** Publishing's shared parts: comparing two versions of a content item. */
export { ContentDiff, type ContentDiffProps } from './content-diff';
