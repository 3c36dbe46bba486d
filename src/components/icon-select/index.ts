export { ICON_NAMES, IconSelect, type IconSelectProps } from './icon-select';
