import { useLocation, useParams } from 'react-router-dom';
import { getColumn } from '@/api/website';
import type { SiteColumnPage } from '@/types/website';
import { SiteRedirect } from '../../components/site-redirect';
import { LoadError, Loading, SiteNotFound } from '../../components/status';
import { useRemote } from '../../hooks/use-remote';
import { idParam, isPageWord, pageOf } from '../../paths';
import { ColumnBody } from './column-body';

interface Loaded {
  top: SiteColumnPage;
  /** The child column of an `ls` route. */
  child?: SiteColumnPage;
}

async function loadColumns(mid: number, cmid?: number): Promise<Loaded> {
  const [top, child] = await Promise.all([
    getColumn(mid),
    cmid ? getColumn(cmid) : undefined,
  ]);
  return { top, child };
}

/**
 * `w/menu/{page}/{mid}`, `w/menu/{page}/{mid}/{rid}` and
 * `w/menu/{page}/ls/{mid}/{cmid}`: a column's page by its category. Ids
 * must be numeric, the child must lie under `mid`, and the page word is made
 * canonical (the column's category) with a replace redirect.
 */
export default function ColumnRoute() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const mid = idParam(params.mid);
  const rid = params.rid === undefined ? undefined : idParam(params.rid);
  const cmid = params.cmid === undefined ? undefined : idParam(params.cmid);
  const valid =
    isPageWord(params.page) &&
    mid !== undefined &&
    (params.rid === undefined || rid !== undefined) &&
    (params.cmid === undefined || cmid !== undefined);

  const [state, reload] = useRemote(`column:${mid}:${cmid ?? ''}`, () =>
    valid ? loadColumns(mid, cmid) : Promise.reject(new Error('bad id')),
  );

  if (!valid) return <SiteNotFound />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'notFound') return <SiteNotFound />;
  if (state.status === 'error') return <LoadError onRetry={reload} />;

  const { top, child } = state.data;
  if (child && !child.trail.some((c) => c.navId === mid)) {
    return <SiteNotFound />;
  }
  const page = pageOf(top.column);
  if (params.page !== page) {
    const fixed = pathname.replace(`/menu/${params.page}/`, `/menu/${page}/`);
    return <SiteRedirect to={fixed + search} />;
  }
  return <ColumnBody top={top} child={child} rid={rid} />;
}
