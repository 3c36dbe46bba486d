/**
 * Menu icon picker: the icon names the sidebar knows (components/menu-icon),
 * each shown with its icon, searchable by name. The value is the name
 * stored in sys_menu.icon ('#' or empty = none).
 */
import { Select } from 'antd';
import { MENU_ICONS, MenuIcon } from '@/components/menu-icon';
import './icon-select.css';

export const ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

export interface IconSelectProps {
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
}

export function IconSelect({
  value,
  onChange,
  placeholder,
  id,
}: IconSelectProps) {
  const current = value && value !== '#' ? value : undefined;
  return (
    <Select
      id={id}
      className="icon-select"
      showSearch
      allowClear
      value={current}
      placeholder={placeholder}
      optionFilterProp="value"
      onChange={(v?: string) => onChange?.(v ?? '#')}
      options={ICON_NAMES.map((name) => ({
        value: name,
        title: name,
        label: (
          <span className="icon-select__option">
            <MenuIcon name={name} />
            <span>{name}</span>
          </span>
        ),
      }))}
    />
  );
}
