/** A row's display order with its move up / down buttons (edit permission). */
import { Button, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ProjectNavigation } from '@/types/navigation';
import type { Direction } from './use-navigation';

export interface OrderCellProps {
  t: TFunction;
  row: ProjectNavigation;
  /** Offer the buttons at all. */
  canReorder: boolean;
  canMove: (row: ProjectNavigation, direction: Direction) => boolean;
  onMove: (row: ProjectNavigation, direction: Direction) => void;
}

export function OrderCell({
  t,
  row,
  canReorder,
  canMove,
  onMove,
}: OrderCellProps) {
  return (
    <Space size={2}>
      <span className="nav-order">{row.orderNum}</span>
      {canReorder &&
        (['up', 'down'] as const).map((d) => {
          const label = t(d === 'up' ? 'moveUp' : 'moveDown');
          return (
            <Tooltip key={d} title={label}>
              <Button
                type="text"
                size="small"
                aria-label={`${label} ${row.navName}`}
                icon={d === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                disabled={!canMove(row, d)}
                onClick={() => onMove(row, d)}
              />
            </Tooltip>
          );
        })}
    </Space>
  );
}
