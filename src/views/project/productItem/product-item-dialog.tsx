/**
 * Add / edit a product item: a specification row (name and value), a
 * picture for the product page's gallery, or a downloadable file.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addProductItem, updateProductItem } from '@/api/project/product-item';
import { FileUpload } from '@/components/file-upload';
import { ImageUpload } from '@/components/image-upload';
import {
  DOWNLOAD_MAX_MB,
  DOWNLOAD_TYPES,
  OwnerSelect,
  requiredWhen,
} from '@/components/project-content';
import { feedback } from '@/lib/feedback';
import { PRODUCT_ITEM_TYPES, type ProjectProductItem } from '@/types/product';
import { searchProducts } from './product-options';

export interface ProductItemDialogProps {
  open: boolean;
  record?: ProjectProductItem;
  /** Product preselected for a new item (the list's product filter). */
  productId?: number;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: ProjectProductItem = {
  itemName: '',
  itemType: '1',
  itemValue: '',
  image: '',
  fileUrl: '',
  orderNum: 0,
  status: '0',
  remark: '',
};

export function ProductItemDialog({
  open,
  record,
  productId,
  onClose,
  onSaved,
}: ProductItemDialogProps) {
  const { t } = useTranslation(['project-product-item', 'crud']);
  const [form] = Form.useForm<ProjectProductItem>();
  const [saving, setSaving] = useState(false);
  const itemType = Form.useWatch('itemType', form);
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, productId, ...record });
  }, [open, record, productId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    // Each kind keeps only its own upload.
    const data: ProjectProductItem = {
      ...values,
      image: values.itemType === '2' ? (values.image ?? '') : '',
      fileUrl: values.itemType === '3' ? (values.fileUrl ?? '') : '',
    };
    setSaving(true);
    try {
      if (record?.itemId !== undefined) {
        await updateProductItem({ ...record, ...data });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addProductItem(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
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
      width={640}
    >
      <Form form={form} labelCol={{ flex: '130px' }} className="crud-form">
        <Form.Item
          name="productId"
          label={f('productId')}
          rules={[
            {
              required: true,
              message: t('crud:required', { field: f('productId') }),
            },
          ]}
        >
          <OwnerSelect
            aria-label={f('productId')}
            search={searchProducts}
            currentLabel={record?.productName}
            placeholder={t('productSearch')}
          />
        </Form.Item>
        <Form.Item name="itemType" label={f('itemType')}>
          <Radio.Group
            options={PRODUCT_ITEM_TYPES.map((value) => ({
              value,
              label: t(`itemTypes.${value}`),
            }))}
          />
        </Form.Item>
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
        <Row gutter={16}>
          <Col xs={24} sm={12}>
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
          <Col xs={24} sm={12}>
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
