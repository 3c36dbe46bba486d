import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useTab } from '@/hooks/use-tab';
import { confirmLeave, hasUnsavedChanges } from '@/lib/unsaved-changes';
import { tagTitle } from '@/router/tag-view';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { isAffix, useTagsViewStore, type TagView } from '@/stores/tags-view';
import { droppedPaths } from './closing';
import { menuPosition, TagContextMenu, type TagAction } from './context-menu';
import { useTagScroll } from './use-tag-scroll';
import { useTagsSync } from './use-tags-sync';
import '@/styles/tags-view.css';

interface OpenMenu {
  view: TagView;
  left: number;
  top: number;
}

/** Which menu actions apply to the tab at `index`. */
export function enabledActions(
  views: readonly TagView[],
  index: number,
): Record<TagAction, boolean> {
  const closable = (i: number) => !isAffix(views[i]);
  const others = views.some((_, i) => i !== index && closable(i));
  return {
    refresh: true,
    closeCurrent: closable(index),
    closeOthers: others,
    closeLeft: views.some((_, i) => i < index && closable(i)),
    closeRight: views.some((_, i) => i > index && closable(i)),
    closeAll: others || closable(index),
  };
}

/**
 * The tab bar under the navbar: one tab per visited page, the current one in
 * the theme colour; click to open, × (or a middle click) to close, right-click
 * for the tab menu. Affixed tabs have no ×. Drawn as cards, chrome-like tabs or
 * simple underlined text (setting "tab style"). Closing or refreshing a page
 * with unsaved changes asks first. When the tabs do not fit, the strip
 * scrolls (wheel, or the arrow buttons at its ends) and keeps the current
 * tab in view.
 */
export function TagsView() {
  useTagsSync();
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const current = pathname + search;
  const views = useTagsViewStore((s) => s.visitedViews);
  const tagsStyle = useSettingsStore((s) => s.tagsStyle);
  const routes = usePermissionStore((s) => s.routes);
  const tab = useTab();
  const pane = useRef<HTMLUListElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const closeMenu = useCallback((viaKeyboard?: boolean) => {
    setMenu(null);
    if (viaKeyboard) trigger.current?.focus();
  }, []);
  const { overflow, scrollBy } = useTagScroll(pane, current, views.length);

  const titleOf = (view: TagView) =>
    tagTitle(view, routes) || t('tagsView.noName');

  const openMenu = (e: MouseEvent<HTMLLIElement>, view: TagView) => {
    e.preventDefault();
    const bar = e.currentTarget.closest('nav')?.getBoundingClientRect();
    if (!bar) return;
    trigger.current = e.currentTarget.querySelector('a');
    setMenu({ view, ...menuPosition(e.clientX, e.clientY, bar) });
  };

  const runAction = (action: TagAction, view: TagView) => {
    const index = views.findIndex((v) => v.path === view.path);
    const dropped = droppedPaths(action, views, index);
    if (hasUnsavedChanges(dropped)) {
      void confirmLeave(dropped).then((ok) => ok && runAction(action, view));
      return;
    }
    const run: Record<TagAction, (v: TagView) => void> = {
      refresh: tab.refreshPage,
      closeCurrent: tab.closePage,
      closeOthers: tab.closeOtherPage,
      closeLeft: tab.closeLeftPage,
      closeRight: tab.closeRightPage,
      closeAll: tab.closeAllPage,
    };
    run[action](view);
  };

  const menuIndex = menu
    ? views.findIndex((v) => v.path === menu.view.path)
    : -1;

  return (
    <nav
      className={`tags-view tags-view--${tagsStyle}`}
      aria-label={t('tagsView.label')}
    >
      {(overflow.left || overflow.right) && (
        <button
          type="button"
          className="tags-view__scroll"
          aria-label={t('tagsView.scrollLeft')}
          disabled={!overflow.left}
          onClick={() => scrollBy(-1)}
        >
          <LeftOutlined />
        </button>
      )}
      <ul ref={pane} className="tags-view__list">
        {views.map((view) => {
          const active = view.path === current;
          const title = titleOf(view);
          return (
            <li
              key={view.path}
              className={`tags-view__item${active ? ' tags-view__item--active' : ''}`}
              data-active={active}
              onContextMenu={(e) => openMenu(e, view)}
            >
              <Link
                to={view.path}
                className="tags-view__link"
                aria-current={active ? 'page' : undefined}
                onAuxClick={(e) => {
                  if (e.button !== 1 || isAffix(view)) return;
                  e.preventDefault();
                  runAction('closeCurrent', view);
                }}
              >
                {title}
              </Link>
              {!isAffix(view) && (
                <button
                  type="button"
                  className="tags-view__close"
                  aria-label={t('tagsView.close', { title })}
                  onClick={() => runAction('closeCurrent', view)}
                >
                  <CloseOutlined />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {(overflow.left || overflow.right) && (
        <button
          type="button"
          className="tags-view__scroll"
          aria-label={t('tagsView.scrollRight')}
          disabled={!overflow.right}
          onClick={() => scrollBy(1)}
        >
          <RightOutlined />
        </button>
      )}
      {menu && menuIndex >= 0 && (
        <TagContextMenu
          title={titleOf(menu.view)}
          left={menu.left}
          top={menu.top}
          enabled={enabledActions(views, menuIndex)}
          onAction={(action) => runAction(action, menu.view)}
          onClose={closeMenu}
        />
      )}
    </nav>
  );
}
