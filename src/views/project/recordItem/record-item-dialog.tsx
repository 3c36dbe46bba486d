/**
 * Add / edit a record item: a text block (rich text, TinyMCE) or a file
 * visitors download from the record's page. The uploaded file's original
 * name and size are kept with it.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRecordItem, updateRecordItem } from '@/api/project/record-item';
import { Editor } from '@/components/editor';
import { FileUpload } from '@/components/file-upload';
import {
  DOWNLOAD_MAX_MB,
  DOWNLOAD_TYPES,
  OwnerSelect,
  requiredWhen,
} from '@/components/project-content';
import { baseName, type UploadItem } from '@/components/upload-shared';
import { feedback } from '@/lib/feedback';
import { RECORD_ITEM_TYPES, type ProjectRecordItem } from '@/types/record';
import { searchRecords } from './record-options';

export interface RecordItemDialogProps {
  open: boolean;
  record?: ProjectRecordItem;
  /** Record preselected for a new item (the list's record filter). */
  recordId?: number;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: ProjectRecordItem = {
  itemName: '',
  itemType: '1',
  content: '',
  fileUrl: '',
  fileName: '',
  fileSize: 0,
  orderNum: 0,
  status: '0',
  remark: '',
};

export function RecordItemDialog({
  open,
  record,
  recordId,
  onClose,
  onSaved,
}: RecordItemDialogProps) {
  const { t } = useTranslation(['project-record-item', 'crud']);
  const [form] = Form.useForm<ProjectRecordItem>();
  const [saving, setSaving] = useState(false);
  const itemType = Form.useWatch('itemType', form);
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, recordId, ...record });
  }, [open, record, recordId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    // A text block carries no file, a file item no text.
    const data: ProjectRecordItem =
      values.itemType === '2'
        ? { ...values, content: '' }
        : { ...values, fileUrl: '', fileName: '', fileSize: 0 };
    setSaving(true);
    try {
      if (record?.itemId !== undefined) {
        await updateRecordItem({ ...record, ...data });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addRecordItem(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const fileChanged = (value: string, items: UploadItem[]) => {
    const file = items[0];
    form.setFieldsValue({
      fileName: file ? file.fname || baseName(file.name) : '',
      fileSize: file?.fsize ?? 0,
    });
    if (value && !form.getFieldValue('itemName') && file?.fname) {
      form.setFieldsValue({ itemName: file.fname });
    }
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={900}
      style={{ top: 24 }}
    >
      <Form form={form} labelCol={{ flex: '130px' }} className="crud-form">
        <Form.Item
          name="recordId"
          label={f('recordId')}
          rules={[
            {
              required: true,
              message: t('crud:required', { field: f('recordId') }),
            },
          ]}
        >
          <OwnerSelect
            aria-label={f('recordId')}
            search={searchRecords}
            currentLabel={record?.recordTitle}
            placeholder={t('recordSearch')}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="itemName"
              label={f('itemName')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('crud:required', { field: f('itemName') }),
                },
                { max: 200 },
              ]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('itemName') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="itemType" label={f('itemType')}>
              <Radio.Group
                options={RECORD_ITEM_TYPES.map((value) => ({
                  value,
                  label: t(`itemTypes.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {itemType === '2' ? (
          <>
            <Form.Item
              name="fileUrl"
              label={f('fileUrl')}
              rules={[requiredWhen('itemType', '2', t('fileRequired'))]}
            >
              <FileUpload
                limit={1}
                fileSize={DOWNLOAD_MAX_MB}
                fileType={DOWNLOAD_TYPES}
                onChange={fileChanged}
              />
            </Form.Item>
            <Form.Item name="fileName" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="fileSize" hidden>
              <InputNumber />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="content" label={f('content')}>
            <Editor height={380} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="orderNum"
              label={f('orderNum')}
              rules={[
                {
                  required: true,
                  message: t('crud:required', { field: f('orderNum') }),
                },
              ]}
            >
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group
                options={['0', '1'].map((value) => ({
                  value,
                  label: t(`statusOptions.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={t('crud:enter', { field: f('remark') })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
