export { CopyText, type CopyTextProps } from './copy-text';
export { copyToClipboard } from './copy-to-clipboard';
