/**
 * The staff part of an enquiry: handled flag and internal remark, with its
 * own save (the enquiry's version goes with it).
 */
import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  Radio,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { getContact, updateContact } from '@/api/project/contact';
import { feedback } from '@/lib/feedback';
import type { ProjectContact } from '@/types/contact';
import { handledOptions } from './data';

export interface ContactHandlingProps {
  /** The staff form (its changes are watched by the drawer). */
  form: FormInstance<StaffForm>;
  contact: ProjectContact;
  /** May change the handled flag and remark. */
  canEdit: boolean;
  /** After a save, with the enquiry as stored now. */
  onSaved: (fresh: ProjectContact | undefined) => void;
}

export interface StaffForm {
  handled: string;
  remark: string;
}

export function ContactHandling({
  form,
  contact,
  canEdit,
  onSaved,
}: ContactHandlingProps) {
  const { t } = useTranslation('project-contact');
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const save = async () => {
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      await updateContact({
        contactId: contact.contactId,
        version: contact.version,
        handled: values.handled,
        remark: values.remark,
      });
      feedback.success(t('saved'));
      onSaved((await getContact(contact.contactId)).data);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography.Title level={5}>{t('handling')}</Typography.Title>
      <Form
        key={`${contact.contactId}:${contact.version}`}
        form={form}
        initialValues={{
          handled: contact.handled,
          remark: contact.remark ?? '',
        }}
        layout="vertical"
        disabled={!canEdit}
        aria-label={t('handling')}
      >
        <Form.Item name="handled" label={f('handled')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={handledOptions({ t })}
          />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder={t('remarkPlaceholder')}
          />
        </Form.Item>
        {contact.updateTime && (
          <Typography.Paragraph type="secondary">
            {f('updateBy')}: <Tag>{contact.updateBy}</Tag>
            {f('updateTime')}: {contact.updateTime}
          </Typography.Paragraph>
        )}
        {canEdit && (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
        )}
      </Form>
    </>
  );
}
