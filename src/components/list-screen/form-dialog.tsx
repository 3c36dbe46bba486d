/**
 * The add / edit dialog of a schema's form. Editing sends the loaded record
 * (with its version) and the form's values; when the server refuses (a
 * duplicate, a stale edit) the request layer shows its message and the
 * dialog stays open with what the user typed. With changes it does not
 * close on a click outside and asks before Cancel or Esc drop them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'antd';
import { EditModal } from '@/components/crud';
import { DraftBanner, useDraftSave } from '@/components/publishing-actions';
import { feedback } from '@/lib/feedback';
import type { PageQuery } from '@/types/api';
import { FormFields } from './form-fields';
import type { FormSchema } from './schema';
import type { ListScreenState } from './use-list-screen';

export interface FormDialogProps<R extends object, Q extends PageQuery> {
  screen: ListScreenState<R, Q>;
  form: FormSchema<R>;
  /** Values of a new record known only at run time (keep it memoised). */
  defaults?: Partial<R>;
  /** The view's own controls after the schema's fields (a layout of its own). */
  children?: ReactNode;
}

export function FormDialog<R extends object, Q extends PageQuery>({
  screen,
  form: schema,
  defaults,
  children,
}: FormDialogProps<R, Q>) {
  const { t, dict, dialog } = screen;
  const { api, idKey, texts } = screen.schema;
  const { open, record } = dialog;
  const [form] = Form.useForm<R>();
  const [saving, setSaving] = useState(false);
  const kind = screen.schema.publishing?.kind;
  const id = record?.[idKey] as number | undefined;
  const draft = useDraftSave(kind, id);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...schema.defaults, ...defaults, ...record } as R);
  }, [open, record, form, schema.defaults, defaults]);

  const write = (data: R) =>
    id !== undefined ? api.update?.(data) : api.add?.(data);

  /** Save (a content item: its draft, and publish it when asked). */
  const submit = async (publish = false) => {
    const values = await form.validateFields();
    const data = schema.toSave
      ? schema.toSave(values, record)
      : { ...record, ...values };
    setSaving(true);
    try {
      if (kind) {
        if (await draft.save(async () => write(data), publish)) {
          screen.saved(data);
        }
        return;
      }
      await write(data);
      feedback.success(
        t(id !== undefined ? 'crud:editSuccess' : 'crud:addSuccess'),
      );
      screen.saved(data);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditModal
      form={form}
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t(texts?.entity ?? 'entity'),
      })}
      okText={kind ? draft.okText : t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      footer={
        kind &&
        draft.footer(() => void submit(true).catch(() => undefined), saving)
      }
      onClose={dialog.close}
      forceRender
      width={schema.width}
      style={schema.top === undefined ? undefined : { top: schema.top }}
    >
      <Form
        form={form}
        labelCol={
          schema.labelWidth
            ? { flex: schema.labelWidth }
            : { span: schema.labelSpan }
        }
        labelWrap={schema.labelWrap}
        className={['crud-form', schema.className].filter(Boolean).join(' ')}
      >
        {kind && <DraftBanner kind={kind} id={id} open={open} />}
        <FormFields fields={schema.fields} ctx={{ t, dict }} />
        {children}
      </Form>
    </EditModal>
  );
}
