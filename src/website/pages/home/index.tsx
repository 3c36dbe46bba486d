import { getHome } from '@/api/website';
import { useRemote } from '../../hooks/use-remote';
import { takePrefetched } from '../../prefetch';
import { useSiteTitle } from '../../hooks/use-site-title';
import { ContactBand } from '../../components/contact-band';
import { LoadError, Loading } from '../../components/status';
import { SITE } from '../../strings';
import { HomeAbout } from './home-about';
import { HomeBusiness } from './home-business';
import { HomeHero } from './home-hero';
import { HomeNews } from './home-news';
import { HomeProducts } from './home-products';

/** `/w`: hero, news, about us, business, products, contact (kept alive). */
export default function HomePage({ active }: { active: boolean }) {
  const [home, reload] = useRemote('home', () =>
    takePrefetched('home', getHome),
  );
  useSiteTitle([SITE.tagline], active);
  if (home.status === 'loading') return <Loading />;
  if (home.status !== 'ok') return <LoadError onRetry={reload} />;
  const { data } = home;
  return (
    <div className="site-home">
      <HomeHero home={data.home} />
      <HomeNews news={data.news} />
      <HomeAbout about={data.about} company={data.company} />
      <HomeBusiness business={data.business} />
      <HomeProducts products={data.products} />
      <ContactBand />
    </div>
  );
}
