import type { SiteColumn, SiteImages } from '@/types/website';
import { backgroundOf } from '../../components/site-image';
import { SiteLink } from '../../components/site-link';
import { useSiteNav, useTopColumn } from '../../layout/site-nav-context';
import { columnPath } from '../../paths';
import { SITE } from '../../strings';
import { Eyebrow } from '../../components/eyebrow';
import { Phrased } from '../../components/phrased';

export function HomeHero({
  home,
  images,
}: {
  home: SiteColumn | null;
  images: SiteImages;
}) {
  const tree = useSiteNav();
  const business = useTopColumn('business');
  const contact = useTopColumn('contact');
  const picture =
    home?.mainImage && backgroundOf(home.mainImage, images[home.mainImage]);
  const style = picture
    ? { backgroundImage: `url("${picture.replace(/"/g, '%22')}")` }
    : undefined;
  return (
    <section
      className={`site-hero${home?.mainImage ? ' has-image' : ''}`}
      style={style}
      aria-labelledby="site-hero-title"
    >
      <div className="site-container site-hero-inner">
        <Eyebrow text={SITE.companyNameEn} />
        <h1 id="site-hero-title">
          <Phrased text={home?.mainName || SITE.tagline} />
        </h1>
        <p className="site-hero-lead">
          <Phrased text={SITE.tagline} />
        </p>
        <div className="site-hero-actions">
          {business && (
            <SiteLink to={columnPath(tree, business)} className="site-button">
              {business.navName}
            </SiteLink>
          )}
          {contact && (
            <SiteLink
              to={columnPath(tree, contact)}
              className="site-button is-accent"
            >
              {contact.navName}
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
