import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '@/stores/app';
import { isMobileWidth, layoutWidth } from './device';

/** Sets the device from the window width; on mobile the sidebar closes. */
function applyDevice(): void {
  if (document.hidden) return;
  const mobile = isMobileWidth(layoutWidth());
  const app = useAppStore.getState();
  if (app.device !== (mobile ? 'mobile' : 'desktop')) {
    app.toggleDevice(mobile ? 'mobile' : 'desktop');
  }
  if (mobile && app.sidebar.opened) {
    app.closeSideBar({ withoutAnimation: true });
  }
}

/**
 * Mobile mode: below 992px the layout is mobile and the sidebar closes.
 * Re-evaluated on mount, on every resize and on route change (a navigation on
 * mobile closes the sidebar drawer).
 */
export function useResizeHandler(): void {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    applyDevice();
    window.addEventListener('resize', applyDevice);
    return () => window.removeEventListener('resize', applyDevice);
  }, []);

  useEffect(() => {
    const { device, sidebar, closeSideBar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) {
      closeSideBar({ withoutAnimation: false });
    }
  }, [pathname]);
}
