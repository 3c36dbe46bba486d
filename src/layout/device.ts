/** Below this window width the layout is mobile. */
export const MOBILE_BREAKPOINT = 992;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/** The layout width that decides the device (and the top-nav item count). */
export function layoutWidth(): number {
  return window.innerWidth;
}
