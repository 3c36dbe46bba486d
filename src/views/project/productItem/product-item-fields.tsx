/**
 * A product item's own fields: its kind, name and value, and the picture
 * (for the product page's gallery) or the downloadable file of that kind.
 */
import { Form, Input, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { FileUpload } from '@/components/file-upload';
import { ImageUpload } from '@/components/image-upload';
import {
  DOWNLOAD_MAX_MB,
  DOWNLOAD_TYPES,
  requiredWhen,
  TextItem,
  textOptions,
} from '@/components/project-content';
import { PRODUCT_ITEM_TYPES } from '@/types/product';

export function ProductItemFields({ t }: { t: TFunction }) {
  const itemType = Form.useWatch('itemType', Form.useFormInstance());
  const f = (k: string) => t(`fields.${k}`);
  return (
    <>
      <Form.Item name="itemType" label={f('itemType')}>
        <Radio.Group
          options={textOptions(t, 'itemTypes', PRODUCT_ITEM_TYPES)}
        />
      </Form.Item>
      <TextItem t={t} name="itemName" max={200} required />
      <Form.Item
        name="itemValue"
        label={f('itemValue')}
        rules={[{ max: 2000 }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={2000}
          placeholder={t('crud:enter', { field: f('itemValue') })}
        />
      </Form.Item>
      {itemType === '2' && (
        <Form.Item
          name="image"
          label={f('image')}
          rules={[requiredWhen('itemType', '2', t('imageRequired'))]}
        >
          <ImageUpload limit={1} />
        </Form.Item>
      )}
      {itemType === '3' && (
        <Form.Item
          name="fileUrl"
          label={f('fileUrl')}
          rules={[requiredWhen('itemType', '3', t('fileRequired'))]}
        >
          <FileUpload
            limit={1}
            fileSize={DOWNLOAD_MAX_MB}
            fileType={DOWNLOAD_TYPES}
          />
        </Form.Item>
      )}
    </>
  );
}
