/**
 * The media library of `/project/media` (docs/media.md): files with a stable
 * link, a folder, tags, alt text, a focal point (fractions of width and
 * height) and versions.
 */
import type { ApiBody, ApiData, ApiRow, ListQuery } from './openapi';

/**
 * A file as listed, and as an upload answers it. `folderId` 0: unfiled;
 * `mediaType` from dictionary `media_type`; `processState` none | pending |
 * ready | failed (dictionary `media_process_state`); `thumbUrl` a small
 * preview of an image, null for other files.
 */
export type MediaRow = ApiRow<'/project/media/list'>;

/** A file with its versions and the newest version's responsive sizes. */
export type MediaDetail = ApiData<'/project/media/{mediaId}'>;
export type MediaVersion = MediaDetail['versions'][number];
export type MediaVariant = MediaDetail['variants'][number];

/** Where a file is used (`place`: published | draft | revision | notice | avatar). */
export type MediaUsage = ApiData<'/project/media/usage/{mediaId}'>[number];

/** `folderId` 0: unfiled, absent: all; sizes in bytes. */
export type MediaQuery = ListQuery<'/project/media/list'>;

/** What the detail drawer saves. */
export type MediaEdit = ApiBody<'/project/media', 'put'>;

export type MediaFolderNode = ApiData<'/project/media/folder/tree'>[number];

export type MediaFolderAdd = ApiBody<'/project/media/folder', 'post'>;
export type MediaFolderEdit = ApiBody<'/project/media/folder', 'put'>;

export type MediaTagCount = ApiData<'/project/media/tags'>[number];

export type MediaStats = ApiData<'/project/media/stats'>;
