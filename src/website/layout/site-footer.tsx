import { SiteLink } from '../components/site-link';
import {
  columnPath,
  homePath,
  isLegalColumn,
  LEGAL_CATEGORIES,
} from '../paths';
import { SITE, T } from '../strings';
import { useSiteNav } from './site-nav-context';
import '../styles/site-legal.css';

/** Company details and every shown column (nav bar or not). */
export function SiteFooter() {
  const tree = useSiteNav();
  const columns = tree.filter(
    (c) => c.recordCategory !== 'home' && !isLegalColumn(c),
  );
  const legal = LEGAL_CATEGORIES.map((cat) =>
    tree.find((c) => c.recordCategory === cat),
  ).filter((c) => c !== undefined);
  return (
    <footer className="site-footer">
      <div className="site-container site-footer-inner">
        <div className="site-footer-company">
          <SiteLink to={homePath()} className="site-logo is-light">
            <span className="site-logo-mark" aria-hidden="true">
              S
            </span>
            <span className="site-logo-text">
              <strong>{SITE.companyName}</strong>
              <small lang="en">{SITE.companyNameEn}</small>
            </span>
          </SiteLink>
          <p>{SITE.address}</p>
          <p>
            TEL <a href={`tel:${SITE.tel.replace(/-/g, '')}`}>{SITE.tel}</a>
            <br />
            {SITE.hours}
          </p>
        </div>
        <nav className="site-footer-nav" aria-label={T.footerNav}>
          {columns.map((c) => (
            <div key={c.navId} className="site-footer-group">
              <SiteLink to={columnPath(tree, c)} className="site-footer-head">
                {c.navName}
              </SiteLink>
              {(c.children ?? []).length > 0 && (
                <ul>
                  {(c.children ?? []).map((k) => (
                    <li key={k.navId}>
                      <SiteLink to={columnPath(tree, k)}>{k.navName}</SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer-bottom">
        <div className="site-container">
          {legal.length > 0 && (
            <nav className="site-footer-legal" aria-label={T.legalNav}>
              <ul>
                {legal.map((c) => (
                  <li key={c.navId}>
                    <SiteLink to={columnPath(tree, c)}>{c.navName}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <small lang="en">{SITE.copyright}</small>
          <button
            type="button"
            className="site-to-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            {T.toTop}
          </button>
        </div>
      </div>
    </footer>
  );
}
