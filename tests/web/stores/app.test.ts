import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { resetAllStores } from '@/lib/store-reset';
import { selectAntdSize, useAppStore } from '@/stores/app';

const app = () => useAppStore.getState();

describe('app store', () => {
  it('defaults: sidebar opened, desktop, size medium', () => {
    expect(app().sidebar).toEqual({
      opened: true,
      withoutAnimation: false,
      hide: false,
    });
    expect(app().device).toBe('desktop');
    expect(app().size).toBe('medium');
    expect(selectAntdSize(app())).toBe('medium');
  });

  it('reads sidebarStatus and size from cookies', () => {
    Cookies.set('sidebarStatus', '0');
    Cookies.set('size', 'small');
    resetAllStores();
    expect(app().sidebar.opened).toBe(false);
    expect(app().size).toBe('small');

    Cookies.set('sidebarStatus', '1');
    Cookies.set('size', 'huge');
    resetAllStores();
    expect(app().sidebar.opened).toBe(true);
    expect(app().size).toBe('medium');
  });

  it('toggleSideBar flips the sidebar and the cookie 1/0', () => {
    app().toggleSideBar();
    expect(app().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    app().toggleSideBar();
    expect(app().sidebar.opened).toBe(true);
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('toggleSideBar does nothing while the sidebar is hidden', () => {
    app().toggleSideBarHide(true);
    app().toggleSideBar();
    expect(app().sidebar.opened).toBe(true);
    expect(Cookies.get('sidebarStatus')).toBeUndefined();
    app().toggleSideBarHide(false);
    app().toggleSideBar();
    expect(app().sidebar.opened).toBe(false);
  });

  it('closeSideBar closes, stores 0 and may skip the animation', () => {
    app().closeSideBar({ withoutAnimation: true });
    expect(app().sidebar).toMatchObject({
      opened: false,
      withoutAnimation: true,
    });
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  it('toggleDevice and setSize (cookie size)', () => {
    app().toggleDevice('mobile');
    expect(app().device).toBe('mobile');
    app().setSize('mini');
    expect(app().size).toBe('mini');
    expect(Cookies.get('size')).toBe('mini');
    expect(selectAntdSize(app())).toBe('small');
  });
});
