export { FallbackMenuIcon, MENU_ICONS, MenuIcon } from './menu-icon';
