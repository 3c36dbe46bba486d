/** The move, copy and delete buttons of an item on the canvas. */
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import type { useSortable } from '@dnd-kit/sortable';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type Sortable = ReturnType<typeof useSortable>;

interface Props {
  name: string;
  sortable: Sortable;
  onCopy: () => void;
  onRemove: () => void;
}

export function ItemActions({ name, sortable, onCopy, onRemove }: Props) {
  const { t } = useTranslation('tool-build');
  return (
    <div className="form-build__actions">
      <button
        type="button"
        className="form-build__handle"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('canvas.drag', { label: name })}
      >
        <HolderOutlined aria-hidden />
      </button>
      <Tooltip title={t('canvas.copyTip')}>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined />}
          aria-label={t('canvas.copy', { label: name })}
          onClick={(e) => {
            e.stopPropagation();
            onCopy();
          }}
        />
      </Tooltip>
      <Tooltip title={t('canvas.removeTip')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('canvas.remove', { label: name })}
          onClick={(e) => {
            e.stopPropagation();
            onRemove();
          }}
        />
      </Tooltip>
    </div>
  );
}
