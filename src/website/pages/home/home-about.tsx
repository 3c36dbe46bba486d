import type { SiteColumn, SiteCopy } from '@/types/website';
import { RichText } from '../../components/rich-text';
import { SiteLink } from '../../components/site-link';
import { useSiteNav } from '../../layout/site-nav-context';
import { columnPath } from '../../paths';
import { Eyebrow } from '../../components/eyebrow';
import { Phrased } from '../../components/phrased';

export function HomeAbout({
  about,
  company,
}: {
  about: SiteCopy[];
  company: SiteColumn | null;
}) {
  const tree = useSiteNav();
  if (!about.length) return null;
  return (
    <section
      className="site-section site-about is-soft"
      aria-labelledby="home-about"
    >
      <div className="site-container site-about-inner">
        {about.map((copy, i) => (
          <div key={copy.navRecordId} className="site-about-text">
            {copy.subtitle && <Eyebrow text={copy.subtitle} />}
            <h2 id={i === 0 ? 'home-about' : undefined}>
              <Phrased text={copy.title} />
            </h2>
            <RichText html={copy.content} />
          </div>
        ))}
        {company && (
          <SiteLink to={columnPath(tree, company)} className="site-button">
            {company.navName}
            <span aria-hidden="true"> →</span>
          </SiteLink>
        )}
      </div>
    </section>
  );
}
