// The public site's entry (issue 14): the first-screen script starts it for
// `#/`, `#/w...` instead of the back office's (src/main.tsx), so the site
// loads no antd, admin stores, axios or i18n catalogue.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstSiteScreen } from './first-screen';
import { SiteApp } from './site-app';

// The site is Japanese whatever the back office's language (spec §1).
document.documentElement.lang = 'ja';

const root = document.getElementById('root')!;
// A pre-rendered page (the server's `/w/...`) stays until the SPA has the
// same page's frame and data, instead of giving way to a loading state.
void firstSiteScreen(root.hasChildNodes()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  ),
);
