/**
 * The one way non-component code (request interceptors, stores) navigates.
 * The router registers its navigate function at start; before that, the hash
 * is set directly (hash routing keeps this portable under any sub-path).
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigator) navigator(to, opts);
  else window.location.hash = `#${to}`;
}

/** Current in-app path with query, e.g. `/system/user?x=1`. */
export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}
