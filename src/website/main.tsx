// The public site's entry (issue 14): the first-screen script starts it for
// `#/`, `#/w...` instead of the back office's (src/main.tsx), so the site
// loads no antd, admin stores, axios or i18n catalogue.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appContainer, firstSiteScreen } from './first-screen';
import { SiteApp } from './site-app';

// The site is Japanese whatever the back office's language (spec §1).
document.documentElement.lang = 'ja';

const container = appContainer(document.getElementById('root')!);
void firstSiteScreen().then(() =>
  createRoot(container).render(
    <StrictMode>
      <SiteApp />
    </StrictMode>,
  ),
);
