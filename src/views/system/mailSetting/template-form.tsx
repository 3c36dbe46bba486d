/**
 * One mail template: subject and body, its placeholders inserted at the
 * cursor, a preview rendered by the server, and Save (system:mail:edit)
 * with the loaded version, so that a template changed by someone else in
 * the meantime is refused with the server's message.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewMailTemplate, updateMailTemplate } from '@/api/system/mail';
import { useFormChanges } from '@/hooks/use-form-changes';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { feedback } from '@/lib/feedback';
import type { MailPreview, MailTemplate } from '@/types/mail';
import { insertAt, type Caret } from './insert-at-cursor';
import { PlaceholderTags } from './placeholder-tags';
import { TemplatePreview } from './template-preview';

type Field = 'subject' | 'body';
type Values = Record<Field, string>;
type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface TemplateFormProps {
  template: MailTemplate;
  canEdit: boolean;
  /** After a save: load the template again (its new version). */
  onSaved: () => Promise<void>;
}

export function TemplateForm({
  template,
  canEdit,
  onSaved,
}: TemplateFormProps) {
  const { t } = useTranslation('mail');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<MailPreview>();
  const edits = useFormChanges(form);
  const { reset } = edits;
  // the field the cursor was last in, and where (the body at first)
  const cursor = useRef<{ field: Field; el?: TextField; caret?: Caret }>({
    field: 'body',
  });
  const name = t(`template.names.${template.templateKey}`);

  useEffect(() => {
    form.setFieldsValue({ subject: template.subject, body: template.body });
    reset();
  }, [template, form, reset]);

  const anchor = useUnsavedChanges(edits.changed, () => {
    form.setFieldsValue({ subject: template.subject, body: template.body });
    reset();
  });

  const track = (field: Field) => (e: SyntheticEvent<TextField>) => {
    const el = e.currentTarget;
    cursor.current = {
      field,
      el,
      caret: { start: el.selectionStart ?? 0, end: el.selectionEnd ?? 0 },
    };
  };
  const tracking = (field: Field) => ({
    onSelect: track(field),
    onKeyUp: track(field),
    onClick: track(field),
    onBlur: track(field),
  });

  const insert = (text: string) => {
    const { field, el, caret } = cursor.current;
    const next = insertAt(form.getFieldValue(field) ?? '', caret, text);
    form.setFieldValue(field, next.value);
    cursor.current.caret = { start: next.caret, end: next.caret };
    // back into the field, the cursor after what was inserted
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const showPreview = async () => {
    setPreviewing(true);
    try {
      const { subject, body } = form.getFieldsValue();
      const res = await previewMailTemplate({
        templateKey: template.templateKey,
        subject: subject ?? '',
        body: body ?? '',
      });
      setPreview(res.data);
    } catch {
      // the request layer said why
    } finally {
      setPreviewing(false);
    }
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await updateMailTemplate({
        templateKey: template.templateKey,
        subject: values.subject,
        body: values.body,
        version: template.version,
      });
      feedback.success(t('template.saved'));
      await onSaved();
    } catch {
      // the request layer showed the server's message (e.g. a stale version)
    } finally {
      setSaving(false);
    }
  };

  return (
    <div {...edits.area}>
      <span ref={anchor} hidden />
      <Form<Values>
        form={form}
        name={`mail-template-${template.templateKey}`}
        layout="vertical"
        disabled={!canEdit}
        initialValues={{ subject: template.subject, body: template.body }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="subject"
          label={t('template.fields.subject')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('template.rules.subjectRequired'),
            },
          ]}
        >
          <Input maxLength={200} {...tracking('subject')} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('template.fields.body')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('template.rules.bodyRequired'),
            },
          ]}
        >
          <Input.TextArea
            className="mail-template__body"
            autoSize={{ minRows: 10, maxRows: 24 }}
            {...tracking('body')}
          />
        </Form.Item>
        <PlaceholderTags
          names={template.placeholders}
          disabled={!canEdit}
          onInsert={insert}
        />
        <Flex gap={8} wrap align="center" className="mail-template__actions">
          <Button
            icon={<EyeOutlined />}
            loading={previewing}
            // the preview is open to readers too
            disabled={false}
            onClick={() => void showPreview()}
          >
            {t('template.preview')}
          </Button>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('template.save')}
            </Button>
          )}
          {template.updateTime && (
            <Typography.Text type="secondary">
              {t('template.updated', {
                by: template.updateBy || '-',
                time: template.updateTime,
              })}
            </Typography.Text>
          )}
        </Flex>
      </Form>
      <TemplatePreview
        name={name}
        preview={preview}
        onClose={() => setPreview(undefined)}
      />
    </div>
  );
}
