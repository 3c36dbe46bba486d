import { Layout } from 'antd';
import { AppMain } from './app-main';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import '@/styles/layout.css';

/** The admin shell: sidebar, navbar and the page area. */
export default function MainLayout() {
  return (
    <Layout className="app-layout" hasSider>
      <Sidebar />
      <Layout className="app-layout__body">
        <Navbar />
        <AppMain />
      </Layout>
    </Layout>
  );
}
