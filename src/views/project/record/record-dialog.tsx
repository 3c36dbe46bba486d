/**
 * Add / edit a copy record: column, texts, main image, display settings,
 * rich-text content (TinyMCE, loaded with this screen only) and content
 * blocks. Total views, creator, updater and times are shown read-only.
 * Server messages (stale version, bad link) keep the dialog open.
 */
import { useEffect, useState } from 'react';
import {
  Col,
  Descriptions,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  TreeSelect,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { addRecord, updateRecord } from '@/api/project/record';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import { requiredWhen, type ColumnOption } from '@/components/project-content';
import { feedback } from '@/lib/feedback';
import { DISPLAY_TYPES, type ProjectRecord } from '@/types/record';
import { BlockList } from './block-list';

export interface RecordDialogProps {
  open: boolean;
  /** The record being edited (loaded fresh); undefined = add. */
  record?: ProjectRecord;
  /** Column preselected for a new record (the list's column filter). */
  navId?: number;
  columns: ColumnOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: ProjectRecord = {
  title: '',
  subtitle: '',
  summary: '',
  content: '',
  contentBlocks: [],
  mainImage: '',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 0,
  status: '0',
  remark: '',
};

/** What the public site accepts as a link (server rule: safeLink). */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#\/|\/(?!\/))/i;

export function RecordDialog({
  open,
  record,
  navId,
  columns,
  onClose,
  onSaved,
}: RecordDialogProps) {
  const { t } = useTranslation(['project-record', 'crud']);
  const [form] = Form.useForm<ProjectRecord>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  // Only text fields get `whitespace`: with it async-validator checks the
  // value as a string, which a number or a column id never is.
  const required = (k: string, text = false): Rule => ({
    required: true,
    ...(text ? { whitespace: true } : {}),
    message: t('crud:required', { field: f(k) }),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, navId, ...record });
  }, [open, record, navId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const data: ProjectRecord = {
        ...values,
        // Only image blocks keep a picture.
        contentBlocks: (values.contentBlocks ?? []).map((b) => ({
          type: b.type,
          title: b.title ?? '',
          body: b.body ?? '',
          image: b.type === 'image' ? (b.image ?? '') : '',
        })),
      };
      if (record?.recordId !== undefined) {
        await updateRecord({ ...record, ...data });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addRecord(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

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
      className="record-dialog"
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        labelWrap
        className="crud-form record-form"
      >
        <Divider titlePlacement="start">{t('sections.basic')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="navId"
              label={f('navId')}
              rules={[required('navId')]}
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
              name="title"
              label={f('title')}
              rules={[required('title', true), { max: 200 }]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('title') })}
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
              <Radio.Group options={options('displayTypes', DISPLAY_TYPES)} />
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
            <Form.Item name="pinned" label={f('pinned')}>
              <Radio.Group options={options('yesNo', ['1', '0'])} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="orderNum"
              label={f('orderNum')}
              rules={[required('orderNum')]}
            >
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group options={options('statusOptions', ['0', '1'])} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('sections.content')}</Divider>
        <Form.Item name="content" label={f('content')}>
          <Editor height={420} />
        </Form.Item>
        <Form.Item label={f('contentBlocks')}>
          <BlockList />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={t('crud:enter', { field: f('remark') })}
          />
        </Form.Item>

        {record && (
          <>
            <Divider titlePlacement="start">{t('sections.info')}</Divider>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                {
                  key: 'totalViews',
                  label: f('totalViews'),
                  children: (
                    <span title={t('viewsHelp')}>
                      {(record.totalViews ?? 0).toLocaleString()}
                    </span>
                  ),
                },
                {
                  key: 'createBy',
                  label: f('createBy'),
                  children: record.createBy || '-',
                },
                {
                  key: 'createTime',
                  label: f('createTime'),
                  children: record.createTime || '-',
                },
                {
                  key: 'updateBy',
                  label: f('updateBy'),
                  children: record.updateBy || '-',
                },
                {
                  key: 'updateTime',
                  label: f('updateTime'),
                  children: record.updateTime || '-',
                },
              ]}
            />
          </>
        )}
      </Form>
    </Modal>
  );
}
