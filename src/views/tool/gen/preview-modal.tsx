/** Preview of every generated file: one tab per file, highlighted, with copy. */
import { Button, Modal, Tabs } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { CodeView } from './code-view';

export interface PreviewModalProps {
  /** Path → text; undefined = closed. */
  files?: Record<string, string>;
  onClose: () => void;
}

/** The short tab title of a path (`server/src/routes/demo/widget.ts` → `routes/demo/widget.ts`). */
function tabLabel(path: string): string {
  return path.replace(/^server\/src\//, '').replace(/^src\//, '');
}

export function PreviewModal({ files, onClose }: PreviewModalProps) {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.success(t('preview.copied'));
    } catch {
      feedback.error(t('preview.copyFailed'));
    }
  };
  return (
    <Modal
      open={!!files}
      title={t('preview.title')}
      width="80%"
      style={{ top: 20 }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Tabs
        size="small"
        items={Object.entries(files ?? {}).map(([path, code]) => ({
          key: path,
          label: tabLabel(path),
          children: (
            <div>
              <div className="gen-preview-bar">
                <span className="gen-preview-path">{path}</span>
                <Button
                  size="small"
                  type="link"
                  icon={<CopyOutlined />}
                  onClick={() => void copy(code)}
                >
                  {t('preview.copy')}
                </Button>
              </div>
              <CodeView path={path} code={code} />
            </div>
          ),
        }))}
      />
    </Modal>
  );
}
