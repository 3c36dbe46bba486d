/**
 * One enquiry: everything the visitor sent (read-only, as it arrived), then
 * the staff part — handled flag and internal remark — with its own save.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Descriptions,
  Divider,
  Drawer,
  Form,
  Input,
  Radio,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getContact, updateContact } from '@/api/project/contact';
import { feedback } from '@/lib/feedback';
import type { ProjectContact } from '@/types/contact';

export interface ContactDrawerProps {
  /** The enquiry shown; undefined = closed. */
  contactId?: number;
  /** May change the handled flag and remark. */
  canEdit: boolean;
  onClose: () => void;
  /** After a save (reload the list). */
  onSaved: () => void;
}

const VISITOR_FIELDS = [
  'companyName',
  'contactName',
  'nameReading',
  'applicant',
  'phone',
  'email',
  'postalCode',
  'address',
  'consultingItem',
] as const;

interface StaffForm {
  handled: string;
  remark: string;
}

export function ContactDrawer({
  contactId,
  canEdit,
  onClose,
  onSaved,
}: ContactDrawerProps) {
  const { t } = useTranslation(['project-contact', 'crud']);
  const [contact, setContact] = useState<ProjectContact | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<StaffForm>();
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (contactId === undefined) return;
    let live = true;
    setContact(null);
    getContact(contactId).then(
      (res) => {
        if (live && res.data) setContact(res.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [contactId]);

  const save = async () => {
    if (!contact) return;
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
      const fresh = (await getContact(contact.contactId)).data;
      if (fresh) setContact(fresh);
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={contactId !== undefined}
      onClose={onClose}
      title={t('detailTitle', { id: contactId ?? '' })}
      size="min(640px, 100vw)"
      className="contact-drawer"
    >
      {!contact ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{t('sentByVisitor')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            <LockOutlined /> {t('readOnlyNote')}
          </Typography.Paragraph>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 150 } }}
            items={[
              {
                key: 'createTime',
                label: f('createTime'),
                children: contact.createTime,
              },
              ...VISITOR_FIELDS.map((k) => ({
                key: k,
                label: f(k),
                children: contact[k],
              })),
              {
                key: 'consultingContent',
                label: f('consultingContent'),
                children: (
                  <div className="contact-content">
                    {contact.consultingContent}
                  </div>
                ),
              },
              { key: 'ip', label: f('ip'), children: contact.ip },
            ]}
          />
          <Divider />
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
                options={['0', '1'].map((v) => ({
                  value: v,
                  label: t(`handledOptions.${v}`),
                }))}
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
              <Button
                type="primary"
                loading={saving}
                onClick={() => void save()}
              >
                {t('save')}
              </Button>
            )}
          </Form>
        </>
      )}
    </Drawer>
  );
}
