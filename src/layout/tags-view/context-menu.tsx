import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  CloseSquareOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type TagAction =
  | 'refresh'
  | 'closeCurrent'
  | 'closeOthers'
  | 'closeLeft'
  | 'closeRight'
  | 'closeAll';

export const TAG_ACTIONS: readonly TagAction[] = [
  'refresh',
  'closeCurrent',
  'closeOthers',
  'closeLeft',
  'closeRight',
  'closeAll',
];

const ICONS: Record<TagAction, ReactNode> = {
  refresh: <ReloadOutlined />,
  closeCurrent: <CloseOutlined />,
  closeOthers: <CloseCircleOutlined />,
  closeLeft: <ArrowLeftOutlined />,
  closeRight: <ArrowRightOutlined />,
  closeAll: <CloseSquareOutlined />,
};

/** Context menu (minimum) width and its offset from the cursor. */
export const MENU_WIDTH = 105;
export const MENU_OFFSET = 15;

/**
 * Where the menu opens (viewport coordinates): 15px right of the cursor,
 * kept inside the tab bar's right edge.
 */
export function menuPosition(
  clientX: number,
  clientY: number,
  bar: Pick<DOMRect, 'left' | 'right'>,
): { left: number; top: number } {
  const maxLeft = bar.right - MENU_WIDTH;
  const left = Math.max(bar.left, Math.min(clientX + MENU_OFFSET, maxLeft));
  return { left, top: clientY };
}

export interface TagContextMenuProps {
  /** The tab's title, for the menu's accessible name. */
  title: string;
  left: number;
  top: number;
  /** Actions that apply to this tab; the others show disabled. */
  enabled: Readonly<Record<TagAction, boolean>>;
  onAction(action: TagAction): void;
  /** `viaKeyboard`: closed with Escape or Tab (focus goes back to the tab). */
  onClose(viaKeyboard?: boolean): void;
}

/**
 * The tab's right-click menu: refresh, close current, others, left, right,
 * all. Closes on a choice, Escape, Tab, a click elsewhere, scrolling or a
 * window resize. Arrow keys move between the enabled items.
 */
export function TagContextMenu({
  title,
  left,
  top,
  enabled,
  onAction,
  onClose,
}: TagContextMenuProps) {
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role=menuitem]:enabled')?.focus();
    const onPointer = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const onWindow = () => onClose();
    // After the right-click that opened the menu has finished bubbling.
    const timer = setTimeout(() => {
      document.addEventListener('mousedown', onPointer);
      document.addEventListener('contextmenu', onPointer);
    });
    window.addEventListener('resize', onWindow);
    window.addEventListener('scroll', onWindow, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('contextmenu', onPointer);
      window.removeEventListener('resize', onWindow);
      window.removeEventListener('scroll', onWindow, true);
    };
  }, [onClose]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      onClose(true);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(
      ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]:enabled') ??
        [],
    );
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = e.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };

  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={t('tagsView.menu', { title })}
      className="tags-view__menu"
      style={{ left, top, minWidth: MENU_WIDTH }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {TAG_ACTIONS.map((action) => (
        <li key={action} role="none">
          <button
            type="button"
            role="menuitem"
            className="tags-view__menu-item"
            disabled={!enabled[action]}
            onClick={() => {
              onClose();
              onAction(action);
            }}
          >
            <span aria-hidden="true">{ICONS[action]}</span>
            <span>{t(`tagsView.${action}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
