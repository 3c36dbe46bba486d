import type { SiteHome } from '@/types/website';
import { RecordList } from '../../components/record-list';
import { SiteLink } from '../../components/site-link';
import { useSiteNav } from '../../layout/site-nav-context';
import { columnPath } from '../../paths';
import { T } from '../../strings';
import { SectionHead } from './section-head';

export function HomeNews({ news }: { news: SiteHome['news'] }) {
  const tree = useSiteNav();
  const { column } = news;
  if (!column) return null;
  return (
    <section className="site-section" aria-labelledby="home-news">
      <div className="site-container">
        <SectionHead
          en={column.enName || 'NEWS'}
          title={column.navName || T.news}
          id="home-news"
          action={
            <SiteLink to={columnPath(tree, column)} className="site-more">
              {T.more}
            </SiteLink>
          }
        />
        <RecordList rows={news.rows} mid={column.navId} page="informations" />
      </div>
    </section>
  );
}
