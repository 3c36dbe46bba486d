/**
 * A row's "More" link opening a menu of its further actions, each shown
 * only when the user holds its permission; absent when none is permitted.
 */
import { Button, Dropdown } from 'antd';
import { DoubleRightOutlined } from '@ant-design/icons';
import { usePermission } from '@/hooks/use-permission';
import { afterKey } from '@/lib/after-key';
import type { RowAction } from './row-actions';

export interface RowMoreProps {
  /** The link's text ("More"). */
  label: string;
  /** Its accessible name, naming the row ("More for ry"). */
  ariaLabel: string;
  actions: readonly RowAction[];
}

export function RowMore({ label, ariaLabel, actions }: RowMoreProps) {
  const { hasPermi } = usePermission();
  const items = actions
    .filter((a) => a.perm === undefined || hasPermi(a.perm))
    .map((a) => ({
      key: a.key,
      icon: a.icon,
      label: a.label,
      // its action may open a dialog: after the key that chose it
      onClick: afterKey(a.onClick),
    }));
  if (items.length === 0) return null;
  return (
    // opened by Enter or Space, the menu takes the focus (arrows, Escape)
    <Dropdown menu={{ items }} trigger={['click']} autoFocus>
      <Button
        type="link"
        size="small"
        icon={<DoubleRightOutlined />}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
    </Dropdown>
  );
}
