import { listProducts } from '@/api/website';
import { ColumnShell } from '../../components/column-shell';
import { Pager } from '../../components/pager';
import { ProductCard } from '../../components/product-card';
import { RichText } from '../../components/rich-text';
import { SideMenu } from '../../components/side-menu';
import { LoadError, Loading } from '../../components/status';
import { useRemote } from '../../hooks/use-remote';
import { useSiteTitle } from '../../hooks/use-site-title';
import { pageOf } from '../../paths';
import { T } from '../../strings';
import type { ColumnPageProps } from './column-page';
import { usePageParam } from './use-page-param';

const PAGE_SIZE = 12;

/** Products: the product menu (categories) beside a grid of products. */
export function ProductPage({ top, child }: ColumnPageProps) {
  const shown = child ?? top;
  const navId = shown.column.navId;
  const [page, setPage] = usePageParam();
  const [list, reload] = useRemote(`products:${navId}:${page}`, () =>
    listProducts(navId, { pageNum: page, pageSize: PAGE_SIZE }),
  );
  useSiteTitle([child?.column.navName, top.column.navName]);
  return (
    <ColumnShell column={top.column} images={top.images} trail={shown.trail}>
      <div className="site-with-side">
        <SideMenu
          title={T.productMenu}
          column={top.column}
          items={top.children}
          selected={child?.column.navId}
          allLabel={T.allProducts}
        />
        <div className="site-side-body">
          {child && <h2 className="site-side-title">{child.column.navName}</h2>}
          {shown.copy.map((c) => (
            <RichText
              key={c.navRecordId}
              html={c.content}
              className="is-lead"
            />
          ))}
          {list.status === 'loading' && <Loading />}
          {(list.status === 'error' || list.status === 'notFound') && (
            <LoadError onRetry={reload} />
          )}
          {list.status === 'ok' &&
            (list.data.rows.length ? (
              <ul className="site-cards is-three">
                {list.data.rows.map((p) => (
                  <li key={p.productId}>
                    <ProductCard
                      product={p}
                      images={list.data.images}
                      page={pageOf(top.column)}
                      mid={top.column.navId}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="site-empty">{T.noProducts}</p>
            ))}
          {list.status === 'ok' && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onChange={setPage}
            />
          )}
        </div>
      </div>
    </ColumnShell>
  );
}
