/**
 * Add / edit a navigation copy block: the column it belongs to, title,
 * subtitle, image, rich-text content (sanitised by the server), order and
 * status. A new block starts in the column picked in the search. It saves
 * a draft (a publisher may save and publish); its publishing state and a
 * reviewer's comment show at the top. Server messages keep it open.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { EditModal } from '@/components/crud';
import { addNavRecord, updateNavRecord } from '@/api/project/nav-record';
import { Editor } from '@/components/editor';
import { ImageUpload } from '@/components/image-upload';
import type { ListScreenState } from '@/components/list-screen';
import { DraftBanner, useDraftSave } from '@/components/publishing-actions';
import {
  ColumnItem,
  OrderItem,
  StatusItem,
  TextItem,
  type ColumnOption,
} from '@/components/project-content';
import type { NavRecordQuery, ProjectNavRecord } from '@/types/nav-record';

export interface NavRecordDialogProps {
  screen: ListScreenState<ProjectNavRecord, NavRecordQuery>;
  navTree: ColumnOption[];
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

export function NavRecordDialog({ screen, navTree }: NavRecordDialogProps) {
  const { t, f, dialog } = screen;
  const { open, record } = dialog;
  const navId = screen.table.query.navId;
  const [form] = Form.useForm<ProjectNavRecord>();
  const [saving, setSaving] = useState(false);
  const id = record?.navRecordId;
  const draft = useDraftSave('navRecord', id);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, navId, ...record });
  }, [open, record, navId, form]);

  const submit = async (publish = false) => {
    const values = await form.validateFields();
    const data = { ...EMPTY, ...record, ...values };
    setSaving(true);
    try {
      const write = () =>
        id !== undefined ? updateNavRecord(data) : addNavRecord(data);
      if (await draft.save(write, publish)) screen.saved(data);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditModal
      form={form}
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={draft.okText}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      footer={draft.footer(
        () => void submit(true).catch(() => undefined),
        saving,
      )}
      onClose={dialog.close}
      forceRender
      width={900}
    >
      <Form form={form} layout="vertical" className="crud-form">
        <DraftBanner kind="navRecord" id={id} open={open} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <ColumnItem t={t} columns={navTree} />
          </Col>
          <Col xs={24} sm={12}>
            <TextItem t={t} name="title" max={200} required />
          </Col>
          <Col xs={24} sm={12}>
            <TextItem t={t} name="subtitle" max={200} />
          </Col>
          <Col xs={12} sm={6}>
            <OrderItem t={t} />
          </Col>
          <Col xs={12} sm={6}>
            <StatusItem t={t} />
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
    </EditModal>
  );
}
