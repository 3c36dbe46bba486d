import type { SiteHome, SiteImages } from '@/types/website';
import { SiteLink } from '../../components/site-link';
import { Visual } from '../../components/visual';
import { useSiteNav } from '../../layout/site-nav-context';
import { columnPath } from '../../paths';
import { T } from '../../strings';
import { SectionHead } from './section-head';
import { Phrased } from '../../components/phrased';

export function HomeBusiness({
  business,
  images,
}: {
  business: SiteHome['business'];
  images: SiteImages;
}) {
  const tree = useSiteNav();
  const { column, children } = business;
  if (!column) return null;
  return (
    <section className="site-section" aria-labelledby="home-business">
      <div className="site-container">
        <SectionHead
          en={column.enName || 'BUSINESS'}
          title={column.navName || T.business}
          id="home-business"
          action={
            <SiteLink to={columnPath(tree, column)} className="site-more">
              {T.more}
            </SiteLink>
          }
        />
        {column.mainName && (
          <p className="site-section-lead">
            <Phrased text={column.mainName} />
          </p>
        )}
        <ul className="site-cards is-three">
          {children.map((c) => (
            <li key={c.navId}>
              <SiteLink to={columnPath(tree, c)} className="site-card">
                <Visual
                  src={c.mainImage}
                  images={images}
                  alt={c.navName}
                  label={c.enName || c.navName}
                  seed={c.navId}
                />
                <div className="site-card-body">
                  <h3>
                    <Phrased text={c.navName} />
                  </h3>
                  {c.mainName && c.mainName !== c.navName && (
                    <p>{c.mainName}</p>
                  )}
                  <span className="site-card-more">{T.readMore}</span>
                </div>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
