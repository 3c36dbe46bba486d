import { getHome } from '@/api/website';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { ContactBand } from '../../components/contact-band';
import { LoadError, Loading } from '../../components/status';
import { SITE } from '../../strings';
import { clip, textOf } from '../../format';
import { HomeAbout } from './home-about';
import { HomeBusiness } from './home-business';
import { HomeHero } from './home-hero';
import { HomeNews } from './home-news';
import { HomeProducts } from './home-products';

/** `/w`: hero, news, about us, business, products, contact (kept alive). */
export default function HomePage({ active }: { active: boolean }) {
  const [home, reload] = useRemote('home', getHome);
  const about = home.status === 'ok' ? home.data.about : [];
  useSiteTitle([SITE.tagline], active, {
    description: clip(
      textOf(about.map((c) => c.content).join(' ')) ||
        `${SITE.companyName} ${SITE.tagline}`,
    ),
    image: (home.status === 'ok' && home.data.home?.mainImage) || undefined,
    type: 'website',
  });
  if (home.status === 'loading') return <Loading />;
  if (home.status !== 'ok') return <LoadError onRetry={reload} />;
  const { data } = home;
  return (
    <div className="site-home">
      <HomeHero home={data.home} images={data.images} />
      <HomeNews news={data.news} />
      <HomeAbout about={data.about} company={data.company} />
      <HomeBusiness business={data.business} images={data.images} />
      <HomeProducts products={data.products} images={data.images} />
      <ContactBand />
    </div>
  );
}
