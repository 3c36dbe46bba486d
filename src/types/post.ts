/** sys_post rows of `/system/post`. */
import type { ApiRow, FormRow, ListQuery } from './openapi';

export type SysPost = FormRow<ApiRow<'/system/post/list'>, 'postId'>;

export type PostQuery = ListQuery<'/system/post/list'>;
