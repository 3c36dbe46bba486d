import { Navigate } from 'react-router-dom';
import { useRenderContext } from '../ssr/render-context';

/**
 * Moves to `to` in place of this page: a server render answers it with a
 * permanent redirect, the browser replaces the address.
 */
export function SiteRedirect({ to }: { to: string }) {
  const render = useRenderContext();
  if (render) {
    render.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
