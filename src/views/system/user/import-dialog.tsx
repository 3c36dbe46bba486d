/**
 * User import: choose an .xls/.xlsx file, optionally update existing users,
 * download the template; the answer is shown row by row (added, updated, or
 * why the row failed).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  Space,
  Table,
  Tag,
  Upload,
  type UploadFile,
} from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { importUser, USER_TEMPLATE_URL } from '@/api/system/user';
import type { ImportDialogProps } from '@/components/list-screen';
import { download } from '@/lib/download';
import { feedback } from '@/lib/feedback';
import type { ImportResult, ImportRowResult } from '@/types/user';

const COLORS = { added: 'success', updated: 'processing', failed: 'error' };

/** The answer's first line (its HTML list is shown as a table instead). */
function headline(msg: string): string {
  return msg.split(/<br\s*\/?>/i)[0];
}

export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation(['system-user', 'crud']);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult>();

  const close = () => {
    setFiles([]);
    setResult(undefined);
    setUpdateSupport(false);
    onClose();
  };

  const start = async () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      feedback.warning(t('import.noFile'));
      return;
    }
    setBusy(true);
    try {
      const res = await importUser(file, updateSupport);
      setResult(res);
      if ((res.data ?? []).some((r) => r.outcome !== 'failed')) onImported();
      if (!res.data && res.code !== 200) feedback.error(headline(res.msg));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const rows = result?.data ?? [];
  const count = (o: ImportRowResult['outcome']) =>
    rows.filter((r) => r.outcome === o).length;

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      width={result ? 760 : 440}
      footer={
        result ? (
          <Button onClick={close}>{t('crud:ok')}</Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('crud:cancel')}</Button>
            <Button type="primary" loading={busy} onClick={() => void start()}>
              {t('import.start')}
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type={result.code === 200 ? 'success' : 'error'}
            showIcon
            title={headline(result.msg)}
            description={t('import.summary', {
              added: count('added'),
              updated: count('updated'),
              failed: count('failed'),
            })}
          />
          <Table<ImportRowResult>
            aria-label={t('import.result')}
            size="small"
            rowKey="rowNum"
            dataSource={rows}
            pagination={rows.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('import.rowNum'), dataIndex: 'rowNum', width: 70 },
              { title: t('import.userName'), dataIndex: 'userName' },
              {
                title: t('import.outcome'),
                dataIndex: 'outcome',
                width: 100,
                render: (o: ImportRowResult['outcome']) => (
                  <Tag color={COLORS[o]}>{t(`import.${o}`)}</Tag>
                ),
              },
              { title: t('import.message'), dataIndex: 'msg' },
            ]}
          />
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Upload.Dragger
            accept=".xls,.xlsx"
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drag')}</p>
          </Upload.Dragger>
          <Checkbox
            checked={updateSupport}
            onChange={(e) => setUpdateSupport(e.target.checked)}
          >
            {t('import.updateSupport')}
          </Checkbox>
          <Space>
            <span>{t('import.tip')}</span>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                void download(
                  USER_TEMPLATE_URL,
                  {},
                  `${t('templateName')}_${Date.now()}.xlsx`,
                )
              }
            >
              {t('import.template')}
            </Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
