import { render } from '@testing-library/preact';
import { vi } from 'vitest';
import { SiteApp } from '@/website/site-app';

/**
 * Renders the public site's own app (src/website/site-app.tsx, its hash
 * router) at `path` (`/w...`, with an optional query), the way
 * src/website/main.tsx starts it when no server render is in the document.
 */
export function renderSite(path: string) {
  // jsdom has no scrolling; every navigation scrolls to the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  history.replaceState(null, '', `/#${path}`);
  return render(<SiteApp data={null} />);
}
