/**
 * Marking enquiries handled or unhandled after a confirmation naming who
 * they are from: the toolbar's two buttons for the selected rows and each
 * row's link to the other state (the server moves their status: handled is
 * answered, unhandled in progress).
 */
import { CheckCircleOutlined, UndoOutlined } from '@ant-design/icons';
import {
  confirmAndRun,
  type RowAction,
  type ToolbarAction,
} from '@/components/crud';
import type { ListScreenState } from '@/components/list-screen';
import { changeContactHandled } from '@/api/project/contact';
import { refreshEnquiryCount } from '@/layout/navbar/notice-bell/enquiry-count';
import type { ContactQuery, ProjectContact } from '@/types/contact';
import { contactLabel } from './status-flow';

const EDIT = 'project:contacts:edit';

/** Each target state's button and texts. */
const MARKS = {
  '1': {
    key: 'handled',
    label: 'markHandled',
    icon: <CheckCircleOutlined />,
    color: 'success',
    confirm: 'confirmHandled',
    success: 'handledSuccess',
  },
  '0': {
    key: 'unhandled',
    label: 'markUnhandled',
    icon: <UndoOutlined />,
    color: 'info',
    confirm: 'confirmUnhandled',
    success: 'unhandledSuccess',
  },
} as const;

type Handled = keyof typeof MARKS;

export function useMarkHandled(
  screen: ListScreenState<ProjectContact, ContactQuery>,
) {
  const { t, selection } = screen;

  const mark = (rows: readonly ProjectContact[], handled: Handled) =>
    confirmAndRun({
      content: t(MARKS[handled].confirm, {
        count: rows.length,
        names: rows.map(contactLabel).join(t('nameSeparator')),
      }),
      run: () =>
        changeContactHandled(
          rows.map((r) => r.contactId),
          handled,
        ),
      success: t(MARKS[handled].success),
      after: () => {
        void refreshEnquiryCount();
        return screen.reload();
      },
    });

  const toolbar: ToolbarAction[] = (['1', '0'] as const).map((handled) => ({
    key: MARKS[handled].key,
    label: t(MARKS[handled].label),
    icon: MARKS[handled].icon,
    perm: EDIT,
    color: MARKS[handled].color,
    disabled: !selection.multiple,
    onClick: () => void mark(selection.rows, handled),
  }));

  const rowAction = (row: ProjectContact): RowAction => {
    const next: Handled = row.handled === '1' ? '0' : '1';
    return {
      key: MARKS[next].key,
      label: t(MARKS[next].label),
      icon: MARKS[next].icon,
      perm: EDIT,
      onClick: () => void mark([row], next),
    };
  };

  return { toolbar, rowAction };
}
