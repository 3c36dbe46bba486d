import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { ApiData } from '@/types/openapi';

/**
 * The admin home's figures. A panel is present only when the viewer holds
 * its area's list permission; log panels are under the viewer's data scope.
 * operations.days: how many days the operation figures cover.
 */
export type DashboardPanels = ApiData<'/dashboard/panels'>;

type Panel<K extends keyof DashboardPanels> = NonNullable<DashboardPanels[K]>;

/** One day of a per-day chart: `date` is yyyy-MM-dd (server local date). */
export type EnquiryDay = Panel<'enquiries'>['days'][number];

export type SignInDay = Panel<'signIns'>['days'][number];

export type ColumnFigures = Panel<'records'>;

export type ColumnCount = ColumnFigures['columns'][number];

export const SIGN_IN_DAYS = [7, 14, 30] as const;
export type SignInDays = (typeof SIGN_IN_DAYS)[number];

/** GET /dashboard/panels */
export function getDashboardPanels(query: { signInDays?: SignInDays } = {}) {
  return request<AjaxResult<DashboardPanels>>({
    url: '/dashboard/panels',
    method: 'get',
    params: query,
  });
}
