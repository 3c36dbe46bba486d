/**
 * The media library of `/project/media` (docs/media.md): files with a stable
 * link, a folder, tags, alt text, a focal point and versions.
 */
import type { PageQuery } from './api';

/** image | document | video | audio | archive | other (dictionary `media_type`). */
export type MediaType = string;

/** none (not an image) | pending | ready | failed (dictionary `media_process_state`). */
export type ProcessState = 'none' | 'pending' | 'ready' | 'failed';

/** A file as listed (`MediaRow`). */
export interface MediaRow {
  mediaId: number;
  /** The stable link content stores; always the newest version. */
  url: string;
  /** 0: unfiled. */
  folderId: number;
  fileName: string;
  originalName: string;
  ext: string;
  mime: string;
  mediaType: MediaType;
  size: number;
  width: number | null;
  height: number | null;
  version: number;
  altJa: string;
  altEn: string;
  /** Fractions of width and height, 0..1. */
  focalX: number;
  focalY: number;
  processState: ProcessState | string;
  processError: string | null;
  /** A small preview of an image; null for other files. */
  thumbUrl: string | null;
  tags: string[];
  source: string;
  rowVersion: number;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
}

export interface MediaVersion {
  version: number;
  size: number;
  width: number | null;
  height: number | null;
  createBy: string;
  createTime: string | null;
  url: string;
}

export interface MediaVariant {
  width: number;
  height: number;
  format: string;
  size: number;
  url: string;
}

/** A file with its versions and the newest version's responsive sizes. */
export interface MediaDetail extends MediaRow {
  versions: MediaVersion[];
  variants: MediaVariant[];
}

/** Where a file is used. */
export interface MediaUsage {
  kind: string;
  id: number | string;
  title: string;
  /** published | draft | revision | notice | avatar */
  place: string;
}

export interface MediaQuery extends PageQuery {
  /** 0: unfiled; absent: all. */
  folderId?: number;
  fileName?: string;
  mediaType?: string;
  tag?: string;
  /** Bytes. */
  minSize?: number;
  maxSize?: number;
}

/** What the detail drawer saves. */
export interface MediaEdit {
  mediaId: number;
  fileName: string;
  folderId: number;
  altJa: string;
  altEn: string;
  focalX: number;
  focalY: number;
  tags: string[];
  rowVersion: number;
}

export interface MediaFolderNode {
  id: number;
  label: string;
  parentId: number;
  count: number;
  children?: MediaFolderNode[];
}

export interface MediaFolderEdit {
  folderId?: number;
  parentId: number;
  folderName: string;
}

export interface MediaTagCount {
  tag: string;
  count: number;
}

export interface MediaStats {
  usedBytes: number;
  quotaBytes: number;
  count: number;
  store: 'disk' | 'database';
}
