/**
 * The controls of the product dialog: column, name, subtitle, size, key
 * points, main image and further images, new-product and pinned flags,
 * rich-text content block (TinyMCE, loaded with this screen only); an
 * edited product's creator and updater below them.
 */
import { Col, Descriptions, Form, Input, Row } from 'antd';
import type { TFunction } from 'i18next';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import {
  ColumnItem,
  OrderItem,
  RemarkItem,
  StatusItem,
  TextItem,
  YesNoItem,
  type ColumnOption,
} from '@/components/project-content';
import type { ProjectProduct } from '@/types/product';

/** Gallery pictures per product. */
const IMAGES_LIMIT = 9;

export interface ProductFormProps {
  t: TFunction;
  columns: ColumnOption[];
  /** The product being edited; undefined = add. */
  record?: ProjectProduct;
}

export function ProductForm({ t, columns, record }: ProductFormProps) {
  const f = (k: string) => t(`fields.${k}`);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ColumnItem t={t} columns={columns} />
        </Col>
        <Col xs={24} md={12}>
          <TextItem t={t} name="productName" max={200} required />
        </Col>
        <Col xs={24} md={12}>
          <TextItem t={t} name="subtitle" max={200} />
        </Col>
        <Col xs={24} md={12}>
          <TextItem t={t} name="size" max={200} />
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
          <Form.Item name="images" label={f('images')} extra={t('imagesHelp')}>
            <ImageUpload limit={IMAGES_LIMIT} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <YesNoItem t={t} name="isNew" />
        </Col>
        <Col xs={24} md={12}>
          <YesNoItem t={t} name="pinned" />
        </Col>
        <Col xs={24} md={12}>
          <OrderItem t={t} />
        </Col>
        <Col xs={24} md={12}>
          <StatusItem t={t} />
        </Col>
      </Row>
      <Form.Item name="contentBlock" label={f('contentBlock')}>
        <Editor height={400} />
      </Form.Item>
      <RemarkItem t={t} />
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
    </>
  );
}
