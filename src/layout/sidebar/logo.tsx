import { Link } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { PATHS } from '@/router/paths';

/** Sidebar logo and system title (title hidden when collapsed). */
export function SidebarLogo({
  title,
  collapsed,
}: {
  title: string;
  collapsed: boolean;
}) {
  return (
    <Link to={PATHS.home} className="sidebar-logo" aria-label={title}>
      <img src={logo} alt="" width={28} height={28} />
      {!collapsed && <span className="sidebar-logo__title">{title}</span>}
    </Link>
  );
}
