import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getDashboardPanels,
  type DashboardPanels,
  type SignInDays,
} from '@/api/dashboard';

export interface DashboardState {
  /** The last figures received (kept while newer ones load). */
  panels: DashboardPanels | null;
  loading: boolean;
  failed: boolean;
  signInDays: SignInDays;
  setSignInDays(days: SignInDays): void;
  reload(): void;
}

/** The figures of `GET /dashboard/panels`, fetched again when the period changes. */
export function useDashboard(): DashboardState {
  const [panels, setPanels] = useState<DashboardPanels | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [signInDays, setSignInDays] = useState<SignInDays>(14);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    getDashboardPanels({ signInDays })
      .then((res) => {
        if (call !== latest.current) return;
        setPanels(res.data ?? {});
        setFailed(false);
      })
      .catch(() => {
        if (call === latest.current) setFailed(true);
      })
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [signInDays, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { panels, loading, failed, signInDays, setSignInDays, reload };
}
