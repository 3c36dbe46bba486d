/** The avatar cropper's zoom slider with zoom and rotate buttons. */
import type { ReactNode } from 'react';
import { Button, Slider, Space, Tooltip } from 'antd';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useTranslation } from 'react-i18next';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.2;

export interface CropperToolsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  /** Turn the picture by this many degrees. */
  onRotate: (delta: number) => void;
}

export function CropperTools({ zoom, onZoom, onRotate }: CropperToolsProps) {
  const { t } = useTranslation('profile');
  const zoomBy = (delta: number) =>
    onZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom + delta)));
  /** An icon button named (and titled) by its i18n key. */
  const tool = (key: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={t(key)}>
      <Button icon={icon} aria-label={t(key)} onClick={onClick} />
    </Tooltip>
  );
  return (
    <Space>
      {tool('avatar.zoomOut', <MinusOutlined aria-hidden />, () =>
        zoomBy(-ZOOM_STEP),
      )}
      <Slider
        className="profile-cropper__zoom"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.01}
        value={zoom}
        onChange={onZoom}
        aria-label={t('avatar.zoom')}
      />
      {tool('avatar.zoomIn', <PlusOutlined aria-hidden />, () =>
        zoomBy(ZOOM_STEP),
      )}
      {tool('avatar.rotateLeft', <UndoOutlined aria-hidden />, () =>
        onRotate(-90),
      )}
      {tool('avatar.rotateRight', <RedoOutlined aria-hidden />, () =>
        onRotate(90),
      )}
    </Space>
  );
}
