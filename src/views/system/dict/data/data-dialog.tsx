/**
 * Add / edit a dictionary entry: label, value, style (a tag colour and/or
 * a CSS class, previewed as the lists will show it), order, default flag,
 * status. Server messages keep the dialog open.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addData, updateData } from '@/api/system/dict/data';
import { DictTag } from '@/components/dict-tag';
import { feedback } from '@/lib/feedback';
import type { DictOption, SysDictData } from '@/types/system';

/** Tag styles the lists know (the server accepts these); '' = plain text. */
export const LIST_CLASSES = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
] as const;

export interface DataDialogProps {
  open: boolean;
  /** The entry being edited; undefined = add. */
  record?: SysDictData;
  /** The type new entries belong to. */
  dictType: string;
  statusOptions: readonly DictOption[];
  defaultOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

export function DataDialog({
  open,
  record,
  dictType,
  statusOptions,
  defaultOptions,
  onClose,
  onSaved,
}: DataDialogProps) {
  const { t } = useTranslation(['system-dict', 'crud']);
  const [form] = Form.useForm<SysDictData>();
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch([], form) as SysDictData | undefined;
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      dictType,
      dictLabel: '',
      dictValue: '',
      cssClass: '',
      listClass: 'default',
      dictSort: 0,
      isDefault: 'N',
      status: '0',
      remark: '',
      ...record,
    });
  }, [open, record, dictType, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const data: SysDictData = {
      ...record,
      ...values,
      dictType: record?.dictType ?? dictType,
    };
    setSaving(true);
    try {
      if (record?.dictCode !== undefined) {
        await updateData(data);
        feedback.success(t('crud:editSuccess'));
      } else {
        await addData(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const preview = watched?.dictLabel?.trim()
    ? [
        {
          label: watched.dictLabel,
          value: 'preview',
          raw: { ...watched, dictValue: 'preview' },
        },
      ]
    : [];

  return (
    <Modal
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('dataEntity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={620}
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        labelWrap
        className="crud-form"
      >
        <Form.Item name="dictType" label={f('dictType')}>
          <Input disabled />
        </Form.Item>
        <Form.Item
          name="dictLabel"
          label={f('dictLabel')}
          rules={[required('dictLabel'), { max: 100 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('dictLabel') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item
          name="dictValue"
          label={f('dictValue')}
          rules={[required('dictValue'), { max: 100 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('dictValue') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="cssClass" label={f('cssClass')} rules={[{ max: 100 }]}>
          <Input
            placeholder={t('crud:enter', { field: f('cssClass') })}
            maxLength={100}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="dictSort"
              label={f('dictSort')}
              rules={[
                {
                  required: true,
                  message: t('crud:required', { field: f('dictSort') }),
                },
              ]}
            >
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="listClass" label={f('listClass')}>
              <Select
                aria-label={f('listClass')}
                options={[
                  { value: '', label: t('listClasses.none') },
                  ...LIST_CLASSES.map((c) => ({
                    value: c,
                    label: t(`listClasses.${c}`),
                  })),
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('preview')}>
          <span data-testid="dict-preview">
            <DictTag
              options={preview}
              value={preview.length ? 'preview' : ''}
            />
          </span>
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="isDefault" label={f('isDefault')}>
              <Radio.Group
                options={defaultOptions.map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group
                options={statusOptions.map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea
            placeholder={t('crud:enter', { field: f('remark') })}
            maxLength={500}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
