/**
 * A record item's own fields: its name and kind, then the rich text of a
 * text block (TinyMCE) or the file visitors download from the record's
 * page, whose original name and size are kept with it.
 */
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import type { TFunction } from 'i18next';
import { Editor } from '@/components/editor';
import { FileUpload } from '@/components/file-upload';
import {
  DOWNLOAD_MAX_MB,
  DOWNLOAD_TYPES,
  requiredWhen,
  TextItem,
  textOptions,
} from '@/components/project-content';
import { baseName, type UploadItem } from '@/components/upload-shared';
import { RECORD_ITEM_TYPES } from '@/types/record';

export function RecordItemFields({ t }: { t: TFunction }) {
  const form = Form.useFormInstance();
  const itemType = Form.useWatch('itemType', form);
  const f = (k: string) => t(`fields.${k}`);

  // the file's name and size go with it; a nameless item takes the file's name
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
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextItem t={t} name="itemName" max={200} required />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="itemType" label={f('itemType')}>
            <Radio.Group
              options={textOptions(t, 'itemTypes', RECORD_ITEM_TYPES)}
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
    </>
  );
}
