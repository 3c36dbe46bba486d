/**
 * An add / edit dialog of a view's own: "Add <what>" or "Edit <what>", OK
 * and Cancel. OK checks the form (`prepare` rejects while it is invalid),
 * sends the record and says "Added" or "Saved"; when the server refuses (a
 * duplicate, a stale edit) the request layer shows its message and the
 * dialog stays open with what the user typed. With changes it does not
 * close on a click outside and asks before Cancel or Esc drop them (see
 * EditModal).
 */
import { useState, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { EditModal } from './edit-modal';

export interface SaveDialogProps<T> {
  open: boolean;
  /** Editing a record (else adding one). */
  editing: boolean;
  /** The entity in the title ("user"). */
  what: string;
  width: number;
  /** The form in the dialog: its changes are guarded. */
  form: FormInstance;
  /** Changes kept outside the form (ticked menus). */
  changed?: boolean;
  /** Its values are still arriving: OK waits. */
  loading?: boolean;
  /** The record to send, once the form is valid. */
  prepare: () => Promise<T>;
  send: (data: T) => Promise<unknown>;
  /** After a save, with what was sent. */
  onSaved: (data: T) => void;
  onClose: () => void;
  children: ReactNode;
}

export function SaveDialog<T>({
  open,
  editing,
  what,
  width,
  form,
  changed,
  loading,
  prepare,
  send,
  onSaved,
  onClose,
  children,
}: SaveDialogProps<T>) {
  const { t } = useTranslation('crud');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const data = await prepare();
    setSaving(true);
    try {
      await send(data);
      feedback.success(t(editing ? 'editSuccess' : 'addSuccess'));
      onSaved(data);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditModal
      form={form}
      changed={changed}
      open={open}
      title={t(editing ? 'editTitle' : 'addTitle', { what })}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      {...(loading !== undefined && { okButtonProps: { disabled: loading } })}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
      forceRender
      width={width}
    >
      {children}
    </EditModal>
  );
}
