/** Sidebar, device and component size. */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { LOCK_KEY, SIDEBAR_COOKIE, SIZE_COOKIE } from '@/config/env';
import { registerReset } from '@/lib/store-reset';

export type Device = 'desktop' | 'mobile';
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';

export const COMPONENT_SIZES: readonly ComponentSize[] = [
  'default',
  'medium',
  'small',
  'mini',
];

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  /** The lock screen covers the shell until the password is given again. */
  locked: boolean;
  /** Open/close the sidebar (cookie sidebarStatus 1/0); no-op while hidden. */
  toggleSideBar(withoutAnimation?: boolean): void;
  closeSideBar(options?: { withoutAnimation?: boolean }): void;
  toggleDevice(device: Device): void;
  setSize(size: ComponentSize): void;
  toggleSideBarHide(hide: boolean): void;
  setLocked(locked: boolean): void;
}

function readSize(): ComponentSize {
  const saved = Cookies.get(SIZE_COOKIE);
  return (COMPONENT_SIZES as readonly string[]).includes(saved ?? '')
    ? (saved as ComponentSize)
    : 'medium';
}

function initialState(): Pick<
  AppState,
  'sidebar' | 'device' | 'size' | 'locked'
> {
  const status = Cookies.get(SIDEBAR_COOKIE);
  return {
    sidebar: {
      opened: status === undefined ? true : status === '1',
      withoutAnimation: false,
      hide: false,
    },
    device: 'desktop',
    size: readSize(),
    locked: localStorage.getItem(LOCK_KEY) === '1',
  };
}

export const useAppStore = create<AppState>()((set, get) => ({
  ...initialState(),

  toggleSideBar(withoutAnimation = false) {
    const { sidebar } = get();
    if (sidebar.hide) return;
    const opened = !sidebar.opened;
    Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
    set({ sidebar: { ...sidebar, opened, withoutAnimation } });
  },

  closeSideBar({ withoutAnimation = false } = {}) {
    Cookies.set(SIDEBAR_COOKIE, '0');
    set({ sidebar: { ...get().sidebar, opened: false, withoutAnimation } });
  },

  toggleDevice(device) {
    set({ device });
  },

  setSize(size) {
    Cookies.set(SIZE_COOKIE, size);
    set({ size });
  },

  toggleSideBarHide(hide) {
    set({ sidebar: { ...get().sidebar, hide } });
  },

  setLocked(locked) {
    if (locked) localStorage.setItem(LOCK_KEY, '1');
    else localStorage.removeItem(LOCK_KEY);
    set({ locked });
  },
}));

// Logging out also lifts the lock: the next user starts unlocked.
registerReset(() => {
  localStorage.removeItem(LOCK_KEY);
  useAppStore.setState(initialState());
});

/**
 * antd's component size for our four sizes. Element's run 40 / 36 / 32 /
 * 28 px high, antd's 40 / 32 / 24 px: default → large, medium → medium,
 * small and mini → small (mini also gets smaller small-control tokens,
 * see `MINI_TOKENS`).
 */
export const ANTD_SIZE: Record<ComponentSize, 'large' | 'medium' | 'small'> = {
  default: 'large',
  medium: 'medium',
  small: 'small',
  mini: 'small',
};

/** Theme tokens that make 'mini' smaller than 'small' (20 px controls). */
export const MINI_TOKENS = { controlHeightSM: 20 } as const;

// Plain selectors.
export const selectSidebar = (s: AppState) => s.sidebar;
export const selectDevice = (s: AppState) => s.device;
export const selectSize = (s: AppState) => s.size;
export const selectAntdSize = (s: AppState) => ANTD_SIZE[s.size];
