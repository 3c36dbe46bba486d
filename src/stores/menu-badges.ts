/**
 * Counts the app knows for some screens (e.g. new enquiries), by route path:
 * the sidebar shows each beside its menu entry as a small badge (none at 0).
 */
import { create } from 'zustand';
import { registerReset } from '@/lib/store-reset';

export interface MenuBadgeState {
  counts: Readonly<Record<string, number>>;
  setCount: (path: string, count: number) => void;
}

export const useMenuBadges = create<MenuBadgeState>()((set) => ({
  counts: {},
  setCount: (path, count) =>
    set((s) =>
      s.counts[path] === count ? s : { counts: { ...s.counts, [path]: count } },
    ),
}));

registerReset(() => useMenuBadges.setState({ counts: {} }));
