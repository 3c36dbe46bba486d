import type { SiteHome, SiteImages } from '@/types/website';
import { ProductCard } from '../../components/product-card';
import { SiteLink } from '../../components/site-link';
import { useSiteNav } from '../../layout/site-nav-context';
import { columnPath, pageOf } from '../../paths';
import { T } from '../../strings';
import { SectionHead } from './section-head';

export function HomeProducts({
  products,
  images,
}: {
  products: SiteHome['products'];
  images: SiteImages;
}) {
  const tree = useSiteNav();
  const { column, rows } = products;
  if (!column || !rows.length) return null;
  return (
    <section className="site-section is-soft" aria-labelledby="home-products">
      <div className="site-container">
        <SectionHead
          en={column.enName || 'PRODUCTS'}
          title={column.navName || T.products}
          id="home-products"
          action={
            <SiteLink to={columnPath(tree, column)} className="site-more">
              {T.more}
            </SiteLink>
          }
        />
        <ul className="site-cards is-three">
          {rows.map((p) => (
            <li key={p.productId}>
              <ProductCard
                product={p}
                images={images}
                page={pageOf(column)}
                mid={column.navId}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
