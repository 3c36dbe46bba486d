import { getProduct } from '@/api/website';
import type { SiteColumnPage } from '@/types/website';
import { ContactBand } from '../../components/contact-band';
import { ColumnShell } from '../../components/column-shell';
import { RichText } from '../../components/rich-text';
import { SideMenu } from '../../components/side-menu';
import { SiteLink } from '../../components/site-link';
import { LoadError, Loading, SiteNotFound } from '../../components/status';
import { Visual } from '../../components/visual';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { useSiteNav, useTopColumn } from '../../layout/site-nav-context';
import { enquiryPath, pathUnder } from '../../paths';
import { T } from '../../strings';
import { clip, textOf } from '../../format';
import { Phrased } from '../../components/phrased';
import { shownUrl, SiteImage } from '../../components/site-image';

/** `sizes` of the product's picture (beside its summary; full width on phones). */
const LARGE_SIZES = '(max-width: 640px) 100vw, (max-width: 960px) 50vw, 420px';
/** `sizes` of a gallery tile (180 px and up, several a row; one on phones). */
const GALLERY_SIZES = '(max-width: 640px) 100vw, 240px';

/** `w/menu/{page}/{mid}/{rid}` on a product column: one product. */
export function ProductDetail({
  top,
  productId,
}: {
  top: SiteColumnPage;
  productId: number;
}) {
  const mid = top.column.navId;
  const [state, reload] = useRemote(`product:${productId}:${mid}`, () =>
    getProduct(productId, mid),
  );
  const tree = useSiteNav();
  const contact = useTopColumn('contact');
  const name = state.status === 'ok' ? state.data.product.productName : '';
  const shown = state.status === 'ok' ? state.data.product : undefined;
  useSiteTitle([name, top.column.navName], true, {
    description:
      clip(
        [
          shown?.subtitle,
          shown?.keyPoints.join('・'),
          textOf(shown?.contentBlock ?? ''),
        ]
          .filter(Boolean)
          .join(' '),
      ) || name,
    image:
      state.status === 'ok' && (shown?.mainImage || shown?.images[0])
        ? shownUrl(shown.mainImage || shown.images[0], state.data.images)
        : undefined,
    type: 'article',
  });
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'notFound') return <SiteNotFound />;
  if (state.status === 'error') return <LoadError onRetry={reload} />;

  const { product, items, trail, images } = state.data;
  const category = trail[trail.length - 1];
  const specs = items.filter((i) => i.itemValue && !i.image);
  const pictures = [
    ...product.images.map((image, i) => ({
      key: `image-${i}`,
      image,
      name: '',
    })),
    ...items
      .filter((i) => i.image)
      .map((i) => ({
        key: `item-${i.itemId}`,
        image: i.image,
        name: i.itemName,
      })),
  ];
  return (
    <>
      <ColumnShell
        column={top.column}
        images={top.images}
        trail={trail}
        current={name}
      >
        <div className="site-with-side">
          <SideMenu
            title={T.productMenu}
            column={top.column}
            items={top.children}
            selected={category?.navId}
            allLabel={T.allProducts}
          />
          <article className="site-side-body site-product">
            <div className="site-product-top">
              <Visual
                src={product.mainImage}
                images={images}
                sizes={LARGE_SIZES}
                alt={product.productName}
                label={product.productName.split(/\s/)[0]}
                seed={product.productId}
                className="is-large"
              />
              <div className="site-product-summary">
                {product.isNew === '1' && (
                  <span className="site-tag is-new" lang="en">
                    {T.isNew}
                  </span>
                )}
                <h2>
                  <Phrased text={product.productName} />
                </h2>
                {product.subtitle && (
                  <p className="site-product-subtitle">
                    <Phrased text={product.subtitle} />
                  </p>
                )}
                {product.keyPoints.length > 0 && (
                  <>
                    <h3>{T.keyPoints}</h3>
                    <ul className="site-points">
                      {product.keyPoints.map((k) => (
                        <li key={k}>{k}</li>
                      ))}
                    </ul>
                  </>
                )}
                {contact && (
                  <p className="site-product-ask">
                    <SiteLink
                      to={enquiryPath(tree, contact, product.productName)}
                      className="site-button is-accent"
                    >
                      {T.askProduct}
                    </SiteLink>
                  </p>
                )}
              </div>
            </div>
            <RichText html={product.contentBlock} />
            {pictures.length > 0 && (
              <ul className="site-gallery">
                {pictures.map((p) => (
                  <li key={p.key}>
                    <SiteImage
                      url={p.image}
                      image={images[p.image]}
                      alt={p.name || product.productName}
                      sizes={GALLERY_SIZES}
                    />
                    {p.name && <span>{p.name}</span>}
                  </li>
                ))}
              </ul>
            )}
            {(specs.length > 0 || (product.size && product.size !== '-')) && (
              <>
                <h3>{T.specs}</h3>
                <table className="site-spec">
                  <tbody>
                    {product.size && product.size !== '-' && (
                      <tr>
                        <th scope="row">{T.size}</th>
                        <td>{product.size}</td>
                      </tr>
                    )}
                    {specs.map((s) => (
                      <tr key={s.itemId}>
                        <th scope="row">{s.itemName}</th>
                        <td>{s.itemValue}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
            <p className="site-back">
              <SiteLink
                to={pathUnder(top.column, category ?? top.column)}
                className="site-more is-back"
              >
                {T.backToProducts}
              </SiteLink>
            </p>
          </article>
        </div>
      </ColumnShell>
      <ContactBand />
    </>
  );
}
