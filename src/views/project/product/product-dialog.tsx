/**
 * Add / edit a product: column, name, subtitle, size, key points, main
 * image and further images (image uploads), rich-text content block
 * (TinyMCE, loaded with this screen only), pinned and new-product flags.
 * Server messages (stale version) keep the dialog open.
 */
import { useEffect, useState } from 'react';
import {
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  TreeSelect,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { addProduct, updateProduct } from '@/api/project/product';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import type { ColumnOption } from '@/components/project-content';
import { feedback } from '@/lib/feedback';
import type { ProjectProduct } from '@/types/product';

export interface ProductDialogProps {
  open: boolean;
  record?: ProjectProduct;
  /** Column preselected for a new product (the list's column filter). */
  navId?: number;
  columns: ColumnOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: ProjectProduct = {
  productName: '',
  subtitle: '',
  size: '',
  contentBlock: '',
  keyPoints: '',
  mainImage: '',
  images: '',
  pinned: '0',
  isNew: '0',
  orderNum: 0,
  status: '0',
  remark: '',
};

/** Gallery pictures per product. */
export const IMAGES_LIMIT = 9;

export function ProductDialog({
  open,
  record,
  navId,
  columns,
  onClose,
  onSaved,
}: ProductDialogProps) {
  const { t } = useTranslation(['project-product', 'crud']);
  const [form] = Form.useForm<ProjectProduct>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const yesNo = ['1', '0'].map((value) => ({
    value,
    label: t(`yesNo.${value}`),
  }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, navId, ...record });
  }, [open, record, navId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (record?.productId !== undefined) {
        await updateProduct({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addProduct(values);
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
      width={1000}
      style={{ top: 24 }}
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        labelWrap
        className="crud-form product-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="navId"
              label={f('navId')}
              rules={[
                {
                  required: true,
                  message: t('crud:required', { field: f('navId') }),
                },
              ]}
            >
              <TreeSelect
                aria-label={f('navId')}
                treeData={columns}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                placeholder={t('crud:select', { field: f('navId') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="productName"
              label={f('productName')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('crud:required', { field: f('productName') }),
                },
                { max: 200 },
              ]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('productName') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="subtitle"
              label={f('subtitle')}
              rules={[{ max: 200 }]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('subtitle') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="size" label={f('size')} rules={[{ max: 200 }]}>
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('size') })}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="keyPoints"
              label={f('keyPoints')}
              extra={t('keyPointsHelp')}
              rules={[{ max: 2000 }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={2000}
                placeholder={t('crud:enter', { field: f('keyPoints') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="mainImage" label={f('mainImage')}>
              <ImageUpload limit={1} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="images"
              label={f('images')}
              extra={t('imagesHelp')}
            >
              <ImageUpload limit={IMAGES_LIMIT} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isNew" label={f('isNew')}>
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="pinned" label={f('pinned')}>
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
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
        <Form.Item name="contentBlock" label={f('contentBlock')}>
          <Editor height={400} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={t('crud:enter', { field: f('remark') })}
          />
        </Form.Item>
        {record && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'create',
                label: f('createBy'),
                children: `${record.createBy || '-'} · ${record.createTime || '-'}`,
              },
              {
                key: 'update',
                label: f('updateBy'),
                children: `${record.updateBy || '-'} · ${record.updateTime || '-'}`,
              },
            ]}
          />
        )}
      </Form>
    </Modal>
  );
}
