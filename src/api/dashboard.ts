import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

/** One day of a per-day chart: `date` is yyyy-MM-dd (server local date). */
export interface EnquiryDay {
  date: string;
  total: number;
  handled: number;
}

export interface SignInDay {
  date: string;
  success: number;
  failure: number;
}

export interface ColumnCount {
  navId: number;
  navName: string;
  count: number;
}

export interface ColumnFigures {
  total: number;
  columns: ColumnCount[];
}

/**
 * The admin home's figures. A panel is present only when the viewer holds
 * its area's list permission; log panels are under the viewer's data scope.
 */
export interface DashboardPanels {
  enquiries?: {
    total: number;
    handled: number;
    today: number;
    days: EnquiryDay[];
  };
  records?: ColumnFigures;
  products?: ColumnFigures;
  signIns?: {
    success: number;
    failure: number;
    todaySuccess: number;
    todayFailure: number;
    days: SignInDay[];
  };
  operations?: {
    total: number;
    today: number;
    /** How many days the operation figures cover. */
    days: number;
    modules: { title: string; count: number }[];
    otherModules: number;
    types: { businessType: number; count: number }[];
  };
}

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
