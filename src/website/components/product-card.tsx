import type { SiteImages, SiteProduct } from '@/types/website';
import { productPath } from '../paths';
import { T } from '../strings';
import { SiteLink } from './site-link';
import { Visual } from './visual';
import { Phrased } from './phrased';

/** A product tile: picture, NEW badge, name, subtitle, key points. */
export function ProductCard({
  product,
  images,
  page,
  mid,
}: {
  product: SiteProduct;
  /** The answer's library images (the card's picture among them). */
  images?: SiteImages;
  page: string;
  mid: number;
}) {
  return (
    <SiteLink
      to={productPath(page, mid, product.productId)}
      className="site-card is-product"
    >
      <Visual
        src={product.mainImage}
        images={images}
        alt={product.productName}
        label={product.productName.split(/\s/)[0]}
        seed={product.productId}
      />
      <div className="site-card-body">
        {product.isNew === '1' && (
          <span className="site-tag is-new" lang="en">
            {T.isNew}
          </span>
        )}
        <h3>
          <Phrased text={product.productName} />
        </h3>
        {product.subtitle && (
          <p>
            <Phrased text={product.subtitle} />
          </p>
        )}
        {product.keyPoints.length > 0 && (
          <ul className="site-chips" aria-label={T.keyPoints}>
            {product.keyPoints.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        )}
      </div>
    </SiteLink>
  );
}
