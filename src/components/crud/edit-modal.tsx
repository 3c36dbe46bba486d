/**
 * antd's Modal for a form the user edits, so that half-written work is
 * never lost without a word:
 * - with changes, a click outside does nothing, and Cancel, × or Esc ask
 *   "Discard changes?" (closing only on "discard");
 * - without changes it closes as any dialog: on Cancel, ×, Esc and a click
 *   outside (nothing is lost, and a quick dismiss is what an admin expects
 *   of a dialog opened by mistake);
 * - while it has changes, leaving its page (a route move, closing or
 *   refreshing its tab, closing the browser tab) asks first as well.
 */
import {
  useEffect,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Form, Modal, type FormInstance, type ModalProps } from 'antd';
import { useFormChanges } from '@/hooks/use-form-changes';
import { useGuardedClose } from './use-guarded-close';

export interface EditModalProps
  extends Omit<ModalProps, 'onCancel' | 'maskClosable' | 'mask'> {
  /** The form edited in the dialog; changes are read from it. */
  form?: FormInstance;
  /** Changes kept outside the form (a picked image, ticked rows). */
  changed?: boolean;
  /** Closes the dialog (after "discard" when it has changes). */
  onClose: () => void;
  children?: ReactNode;
}

export function EditModal({
  form,
  changed: changedOutside = false,
  onClose,
  open,
  children,
  ...modal
}: EditModalProps) {
  // A dialog without a form instance of its own watches an empty one.
  const [blank] = Form.useForm();
  const edits = useFormChanges(form ?? blank);
  const changed = !!open && (edits.changed || changedOutside);
  const { reset } = edits;
  // Each opening starts from the values it is given.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  // What was typed an instant ago counts (see useFormChanges.isChanged).
  const changedNow = () =>
    !!open && (changedOutside || (form ? edits.isChanged() : edits.changed));
  const { close, anchor } = useGuardedClose(changed, onClose, changedNow);
  // A click outside closes only a dialog without changes, asking nothing.
  const cancel = (e: MouseEvent | KeyboardEvent<HTMLElement>) => {
    if (!isMaskClick(e)) close();
    else if (!changedNow()) onClose();
  };

  return (
    <>
      {/* in the page, not in the dialog's portal: a hidden tab keeps it */}
      <span ref={anchor} hidden />
      <Modal {...modal} open={open} onCancel={cancel}>
        <div {...edits.area}>{children}</div>
      </Modal>
    </>
  );
}

/**
 * A click on the area around the dialog (antd closes on it as a cancel), not
 * on its Cancel or × button.
 */
function isMaskClick(e: MouseEvent | KeyboardEvent<HTMLElement>): boolean {
  const on = e.currentTarget as Element | null;
  return e.type === 'click' && e.target === on && on?.tagName !== 'BUTTON';
}
