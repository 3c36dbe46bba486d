/**
 * The internal remark (RuoYi's field on the enquiry itself), with its own
 * save; the enquiry's version goes with it and the handled flag is sent
 * unchanged (the status moves it). Mounted anew for each version of the
 * enquiry, with a form of its own.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateContact } from '@/api/project/contact';
import { feedback } from '@/lib/feedback';
import type { ProjectContact } from '@/types/contact';

export interface ContactHandlingProps {
  contact: ProjectContact;
  /** May change the remark. */
  canEdit: boolean;
  /** After a save. */
  onSaved: () => void;
  /** Whether the remark holds an unsaved change (false again when gone). */
  onChanges: (changed: boolean) => void;
}

interface StaffForm {
  remark: string;
}

export function ContactHandling({
  contact,
  canEdit,
  onSaved,
  onChanges,
}: ContactHandlingProps) {
  const { t } = useTranslation('project-contact');
  const [form] = Form.useForm<StaffForm>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const stored = contact.remark ?? '';

  // gone (saved, or another enquiry shown): nothing left unsaved here
  useEffect(() => () => onChanges(false), [onChanges]);

  const save = async () => {
    setSaving(true);
    try {
      await updateContact({
        contactId: contact.contactId,
        version: contact.version,
        handled: contact.handled,
        remark: form.getFieldValue('remark') as string,
      });
      feedback.success(t('saved'));
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      initialValues={{ remark: stored }}
      layout="vertical"
      disabled={!canEdit}
      onValuesChange={(_, values) =>
        onChanges((values.remark ?? '') !== stored)
      }
    >
      <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
        <Input.TextArea
          rows={3}
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
        <Button loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
