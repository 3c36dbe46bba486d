import { Layout } from 'antd';
import { AppBreadcrumb } from '../breadcrumb';
import { AvatarMenu } from './avatar-menu';
import { Hamburger } from './hamburger';

/**
 * Top bar: hamburger and breadcrumb on the left, the user's menu on the
 * right. Issue 3 adds top nav, search, fullscreen, size and language here.
 */
export function Navbar() {
  return (
    <Layout.Header className="navbar">
      <div className="navbar__left">
        <Hamburger />
        <AppBreadcrumb />
      </div>
      <div className="navbar__right">
        <AvatarMenu />
      </div>
    </Layout.Header>
  );
}
