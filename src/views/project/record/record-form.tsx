/**
 * The controls of the copy record dialog: column, texts, main image,
 * display settings, rich-text content (TinyMCE, loaded with this screen
 * only) and content blocks; an edited record's figures below them.
 */
import { Col, Divider, Form, Input, Radio, Row } from 'antd';
import type { TFunction } from 'i18next';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import {
  ColumnItem,
  OrderItem,
  RemarkItem,
  requiredWhen,
  StatusItem,
  TextItem,
  textOptions,
  YesNoItem,
  type ColumnOption,
} from '@/components/project-content';
import { DISPLAY_TYPES, type ProjectRecord } from '@/types/record';
import { BlockList } from './block-list';
import { RecordInfo } from './record-info';

/** What the public site accepts as a link (server rule: safeLink). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#\/|\/(?!\/))/i;

export interface RecordFormProps {
  t: TFunction;
  columns: ColumnOption[];
  /** The record being edited; undefined = add. */
  record?: ProjectRecord;
}

export function RecordForm({ t, columns, record }: RecordFormProps) {
  const f = (k: string) => t(`fields.${k}`);
  return (
    <>
      <Divider titlePlacement="start">{t('sections.basic')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ColumnItem t={t} columns={columns} />
        </Col>
        <Col xs={24} md={12}>
          <TextItem t={t} name="title" max={200} required />
        </Col>
        <Col xs={24} md={12}>
          <TextItem t={t} name="subtitle" max={200} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mainImage" label={f('mainImage')}>
            <ImageUpload limit={1} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="summary"
            label={f('summary')}
            rules={[{ max: 1000 }]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={1000}
              showCount
              placeholder={t('crud:enter', { field: f('summary') })}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.display')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="displayType" label={f('displayType')}>
            <Radio.Group
              options={textOptions(t, 'displayTypes', DISPLAY_TYPES)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="jumpLink"
            label={f('jumpLink')}
            extra={t('jumpLinkHelp')}
            dependencies={['displayType']}
            rules={[
              { max: 500 },
              requiredWhen('displayType', '3', t('jumpLinkRequired'), {
                whitespace: true,
              }),
              { pattern: SAFE_LINK, message: t('linkInvalid') },
            ]}
          >
            <Input
              maxLength={500}
              placeholder={t('crud:enter', { field: f('jumpLink') })}
            />
          </Form.Item>
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

      <Divider titlePlacement="start">{t('sections.content')}</Divider>
      <Form.Item name="content" label={f('content')}>
        <Editor height={420} />
      </Form.Item>
      <Form.Item label={f('contentBlocks')}>
        <BlockList />
      </Form.Item>
      <RemarkItem t={t} />

      {record && <RecordInfo t={t} record={record} />}
    </>
  );
}
