import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

/** GET /i18n/{lang}: tell the server the UI language; returns its labels. */
export function changeServerLanguage(lang: string) {
  return request<AjaxResult<Record<string, string>>>({
    url: `/i18n/${encodeURIComponent(lang)}`,
    method: 'get',
  });
}
