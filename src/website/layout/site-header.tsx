import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteColumn } from '@/types/website';
import { latinLang } from '../components/eyebrow';
import { SiteLink } from '../components/site-link';
import { columnPath, homePath, sectionOf } from '../paths';
import { SITE, T } from '../strings';
import { useSiteNav } from './site-nav-context';

/**
 * The columns of the nav bar in their order, with the contact column (drawn
 * as the bar's button) last whatever its sort.
 */
function navItems(tree: SiteColumn[]): SiteColumn[] {
  const shown = tree.filter((c) => c.showInNav === '1');
  const isContact = (c: SiteColumn) => c.recordCategory === 'contact';
  return [...shown.filter((c) => !isContact(c)), ...shown.filter(isContact)];
}

/**
 * The skip link moves focus to the page without changing the hash: under
 * hash routing `#site-main` would be read as a route.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('site-main')?.focus();
}

/**
 * Logo, the navigation from the server (columns shown in the nav bar, their
 * children in a dropdown) and, below 960 px, a hamburger that opens the
 * whole menu as a panel.
 */
export function SiteHeader() {
  const tree = useSiteNav();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const items = navItems(tree);
  const section = sectionOf(tree, pathname);

  // A navigation closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);
  // While the phone menu is open: Escape closes it, the page does not scroll.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <header className={`site-header${open ? ' is-open' : ''}`}>
      <a className="site-skip" href="#site-main" onClick={skipToMain}>
        {T.skipToContent}
      </a>
      <div className="site-container site-header-inner">
        <SiteLink to={homePath()} className="site-logo">
          <span className="site-logo-mark" aria-hidden="true">
            S
          </span>
          <span className="site-logo-text">
            <strong>{SITE.companyName}</strong>
            <small lang="en">{SITE.companyNameEn}</small>
          </span>
        </SiteLink>
        <button
          type="button"
          className="site-hamburger"
          aria-expanded={open}
          aria-controls="site-main-nav"
          aria-label={open ? T.closeMenu : T.openMenu}
          onClick={() => setOpen((v) => !v)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav id="site-main-nav" className="site-nav" aria-label={T.mainNav}>
          <ul>
            {items.map((c) => {
              const children = (c.children ?? []).filter(
                (k) => k.showInNav === '1',
              );
              const current = c.navId === section?.navId;
              return (
                <li
                  key={c.navId}
                  className={`${children.length ? 'has-children' : ''}${
                    c.recordCategory === 'contact' ? ' is-contact' : ''
                  }`}
                >
                  <SiteLink
                    to={columnPath(tree, c)}
                    className={current ? 'is-current' : undefined}
                    current={current ? 'true' : undefined}
                  >
                    {c.navName}
                    {c.enName && (
                      <small aria-hidden="true" lang={latinLang(c.enName)}>
                        {c.enName}
                      </small>
                    )}
                  </SiteLink>
                  {children.length > 0 && (
                    <ul className="site-subnav">
                      {children.map((k) => (
                        <li key={k.navId}>
                          <SiteLink to={columnPath(tree, k)}>
                            {k.navName}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
