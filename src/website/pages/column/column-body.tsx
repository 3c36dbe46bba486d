import { clip, textOf } from '../../format';
import { usePageMeta } from '../../hooks/use-site-title';
import { SITE } from '../../strings';
import { AccessibilityPage } from '../accessibility';
import { BusinessPage } from './business-page';
import { CompanyPage } from './company-page';
import { ContactPage } from '../contact';
import { DownloadsPage } from './downloads-page';
import { NewsPage } from './news-page';
import { ProductDetail } from '../detail/product-detail';
import { ProductPage } from './product-page';
import { RecordDetail } from '../detail/record-detail';
import { SitemapPage } from './sitemap-page';
import { kindOf, type ColumnPageProps } from './column-page';

/** Picks the page for the column (and the item `rid` when given). */
export function ColumnBody({
  top,
  child,
  rid,
}: ColumnPageProps & { rid?: number }) {
  const shown = child ?? top;
  const kind = kindOf(shown.column);
  usePageMeta({
    description: clip(
      textOf(shown.copy.map((c) => c.content).join(' ')) ||
        [
          shown.column.mainName,
          `${SITE.companyName}の${shown.column.navName}のページです。`,
        ]
          .filter(Boolean)
          .join(' '),
    ),
    image: shown.column.mainImage || undefined,
    type: 'website',
  });
  if (rid !== undefined) {
    return kind === 'product' ? (
      <ProductDetail top={top} productId={rid} />
    ) : (
      <RecordDetail mid={top.column.navId} recordId={rid} />
    );
  }
  switch (kind) {
    case 'product':
      return <ProductPage top={top} child={child} />;
    case 'company':
      return <CompanyPage top={top} child={child} />;
    case 'business':
      return <BusinessPage top={top} child={child} />;
    case 'downloads':
      return <DownloadsPage top={top} child={child} />;
    case 'contact':
      return <ContactPage top={top} />;
    case 'sitemap':
      return <SitemapPage top={top} />;
    case 'accessibility':
      return <AccessibilityPage top={top} />;
    default:
      return <NewsPage top={top} child={child} />;
  }
}
