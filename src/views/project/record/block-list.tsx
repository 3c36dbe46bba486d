/**
 * The content blocks of a copy record: a list of titled text or image blocks
 * shown below the content on the public record page, in order. Bound to the
 * form field `contentBlocks`.
 */
import { Button, Card, Empty, Form, Input, Select, Space } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/image-upload';
import { BLOCK_TYPES, type ContentBlock } from '@/types/record';

export const EMPTY_BLOCK: ContentBlock = {
  type: 'text',
  title: '',
  body: '',
  image: '',
};

export function BlockList() {
  const { t } = useTranslation(['project-record', 'crud']);
  const form = Form.useFormInstance();
  const typeOptions = BLOCK_TYPES.map((value) => ({
    value,
    label: t(`blocks.types.${value}`),
  }));

  return (
    <Form.List name="contentBlocks">
      {(fields, { add, remove, move }) => (
        <div className="record-blocks">
          {fields.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('blocks.empty')}
            />
          )}
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <Card
                key={field.key}
                size="small"
                className="record-block"
                role="group"
                aria-label={t('blocks.heading', { n })}
                title={t('blocks.heading', { n })}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('blocks.up', { n })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('blocks.down', { n })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('blocks.remove', { n })}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                }
              >
                <Space.Compact block className="record-block__head">
                  <Form.Item name={[field.name, 'type']} noStyle>
                    <Select
                      aria-label={`${t('blocks.heading', { n })}: ${t('blocks.kind')}`}
                      options={typeOptions}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'title']}
                    noStyle
                    rules={[{ max: 200 }]}
                  >
                    <Input
                      aria-label={`${t('blocks.heading', { n })}: ${t('fields.title')}`}
                      placeholder={t('crud:enter', {
                        field: t('fields.title'),
                      })}
                      maxLength={200}
                    />
                  </Form.Item>
                </Space.Compact>
                <Form.Item
                  noStyle
                  shouldUpdate={(a, b) =>
                    a.contentBlocks?.[field.name]?.type !==
                    b.contentBlocks?.[field.name]?.type
                  }
                >
                  {() =>
                    form.getFieldValue([
                      'contentBlocks',
                      field.name,
                      'type',
                    ]) === 'image' ? (
                      <Form.Item
                        name={[field.name, 'image']}
                        className="record-block__image"
                      >
                        <ImageUpload limit={1} />
                      </Form.Item>
                    ) : null
                  }
                </Form.Item>
                <Form.Item
                  name={[field.name, 'body']}
                  rules={[{ max: 20000 }]}
                  className="record-block__body"
                >
                  <Input.TextArea
                    aria-label={`${t('blocks.heading', { n })}: ${t('fields.content')}`}
                    autoSize={{ minRows: 2, maxRows: 8 }}
                    placeholder={t('crud:enter', {
                      field: t('fields.content'),
                    })}
                  />
                </Form.Item>
              </Card>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({ ...EMPTY_BLOCK })}
          >
            {t('blocks.add')}
          </Button>
          <div className="record-blocks__help">{t('blocks.help')}</div>
        </div>
      )}
    </Form.List>
  );
}
