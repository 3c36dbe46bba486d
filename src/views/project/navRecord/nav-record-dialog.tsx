/**
 * Add / edit a navigation copy block: the column it belongs to, title,
 * subtitle, image, rich-text content (sanitised by the server), order and
 * status. Server messages keep the dialog open.
 */
import { useEffect, useState } from 'react';
import {
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  TreeSelect,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { addNavRecord, updateNavRecord } from '@/api/project/nav-record';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import { feedback } from '@/lib/feedback';
import type { ProjectNavRecord } from '@/types/nav-record';
import type { NavTreeOption } from './nav-tree';

export interface NavRecordDialogProps {
  open: boolean;
  /** The block being edited; undefined = add. */
  record?: ProjectNavRecord;
  /** Navigation column picked in the search, preset for a new block. */
  navId?: number;
  navTree: NavTreeOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: ProjectNavRecord = {
  title: '',
  subtitle: '',
  content: '',
  image: '',
  orderNum: 0,
  status: '0',
  remark: '',
};

export function NavRecordDialog({
  open,
  record,
  navId,
  navTree,
  onClose,
  onSaved,
}: NavRecordDialogProps) {
  const { t } = useTranslation(['project-nav-record', 'crud']);
  const [form] = Form.useForm<ProjectNavRecord>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, navId, ...record });
  }, [open, record, navId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (record?.navRecordId !== undefined) {
        await updateNavRecord({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addNavRecord({ ...EMPTY, ...values });
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
      width={900}
    >
      <Form form={form} layout="vertical" className="crud-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
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
                treeData={navTree}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                placeholder={t('crud:select', { field: f('navId') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="title"
              label={f('title')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('crud:required', { field: f('title') }),
                },
                { max: 200 },
              ]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('title') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
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
          <Col xs={12} sm={6}>
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
          <Col xs={12} sm={6}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group
                options={['0', '1'].map((v) => ({
                  value: v,
                  label: t(`statusOptions.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="image" label={f('image')}>
              <ImageUpload limit={1} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="content"
              label={f('content')}
              extra={t('contentHelp')}
            >
              <Editor height={380} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
              <Input.TextArea
                maxLength={500}
                placeholder={t('crud:enter', { field: f('remark') })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
