/** The designer's actions: undo, redo, clear, preview, import and exports. */
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './export-modal';

interface Props {
  count: number;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onImport: () => void;
  onExport: (format: ExportFormat) => void;
  onClear: () => void;
}

export function Toolbar(p: Props) {
  const { t } = useTranslation('tool-build');
  return (
    <div
      className="form-build__toolbar"
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <Space size={4}>
        <Tooltip title={t('toolbar.undoHint')}>
          <Button
            icon={<UndoOutlined />}
            disabled={!p.canUndo}
            onClick={p.onUndo}
            aria-keyshortcuts="Control+Z"
            aria-label={t('toolbar.undo')}
          />
        </Tooltip>
        <Tooltip title={t('toolbar.redoHint')}>
          <Button
            icon={<RedoOutlined />}
            disabled={!p.canRedo}
            onClick={p.onRedo}
            aria-keyshortcuts="Control+Shift+Z"
            aria-label={t('toolbar.redo')}
          />
        </Tooltip>
        <Tooltip title={t('toolbar.clear')}>
          <Button
            icon={<ClearOutlined />}
            disabled={!p.count}
            onClick={p.onClear}
            aria-label={t('toolbar.clear')}
          />
        </Tooltip>
        <Tooltip title={t('import.title')}>
          <Button
            icon={<ImportOutlined />}
            onClick={p.onImport}
            aria-label={t('toolbar.import')}
          />
        </Tooltip>
        <span className="form-build__count">
          {t('toolbar.count', { n: p.count })}
        </span>
      </Space>
      <Space size={4}>
        <Button icon={<EyeOutlined />} onClick={p.onPreview}>
          {t('toolbar.preview')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => p.onExport('json')}>
          {t('toolbar.exportJson')}
        </Button>
        <Button
          type="primary"
          icon={<CodeOutlined />}
          onClick={() => p.onExport('tsx')}
        >
          {t('toolbar.exportTsx')}
        </Button>
      </Space>
    </div>
  );
}
