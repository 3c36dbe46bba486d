/**
 * The export dialog (loaded on first open): the JSON schema and the React +
 * antd component, each viewable, copyable and downloadable.
 */
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Modal, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { saveAs } from '@/lib/download';
import { COMPONENT_NAME, toTsx } from './codegen-tsx';
import { toJsonSchema } from './export-json';
import { requiredKey } from './form-rules';
import type { FormSchema } from './schema';

export type ExportFormat = 'json' | 'tsx';

interface Props {
  schema: FormSchema;
  format: ExportFormat;
  onClose: () => void;
}

const FILES: Record<ExportFormat, { name: string; mime: string }> = {
  json: { name: 'form-schema.json', mime: 'application/json' },
  tsx: { name: `${COMPONENT_NAME}.tsx`, mime: 'text/plain' },
};

export default function ExportModal({ schema, format, onClose }: Props) {
  const { t } = useTranslation('tool-build');
  const [tab, setTab] = useState<ExportFormat>(format);
  const sources = useMemo<Record<ExportFormat, string>>(
    () => ({
      json: toJsonSchema(schema),
      tsx: toTsx(schema, {
        required: (label, type) => t(requiredKey(type), { label }),
        submit: t('preview.submit'),
        reset: t('preview.reset'),
        upload: t('preview.upload'),
      }),
    }),
    [schema, t],
  );

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.success(t('export.copied'));
    } catch {
      feedback.error(t('export.copyFailed'));
    }
  };
  const download = (f: ExportFormat) =>
    saveAs(
      new Blob([sources[f]], { type: `${FILES[f].mime};charset=utf-8` }),
      FILES[f].name,
    );

  const pane = (f: ExportFormat) => ({
    key: f,
    label: t(`export.${f}`),
    children: (
      <div className="form-build__code">
        <Space className="form-build__code-actions">
          <span className="form-build__file">{FILES[f].name}</span>
          <Button icon={<CopyOutlined />} onClick={() => void copy(sources[f])}>
            {t('export.copy')}
          </Button>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => download(f)}
          >
            {t('export.download')}
          </Button>
        </Space>
        <pre role="region" aria-label={t(`export.${f}`)} tabIndex={0}>
          <code>{sources[f]}</code>
        </pre>
      </div>
    ),
  });

  return (
    <Modal
      open
      title={t('export.title')}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as ExportFormat)}
        items={[pane('json'), pane('tsx')]}
      />
    </Modal>
  );
}
