/**
 * Marking enquiries handled or unhandled after a confirmation: the toolbar's
 * two buttons for the selected rows and each row's link to the other state.
 */
import { CheckCircleOutlined, UndoOutlined } from '@ant-design/icons';
import {
  confirmAndRun,
  type RowAction,
  type ToolbarAction,
} from '@/components/crud';
import type { ListScreenState } from '@/components/list-screen';
import { changeContactHandled } from '@/api/project/contact';
import type { ContactQuery, ProjectContact } from '@/types/contact';

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

  const mark = (ids: number[], handled: Handled) =>
    confirmAndRun({
      content: t(MARKS[handled].confirm, { ids: ids.join(',') }),
      run: () => changeContactHandled(ids, handled),
      success: t(MARKS[handled].success),
      after: screen.reload,
    });

  const toolbar: ToolbarAction[] = (['1', '0'] as const).map((handled) => ({
    key: MARKS[handled].key,
    label: t(MARKS[handled].label),
    icon: MARKS[handled].icon,
    perm: EDIT,
    color: MARKS[handled].color,
    disabled: !selection.multiple,
    onClick: () =>
      void mark(
        selection.rows.map((r) => r.contactId),
        handled,
      ),
  }));

  const rowAction = (row: ProjectContact): RowAction => {
    const next: Handled = row.handled === '1' ? '0' : '1';
    return {
      key: MARKS[next].key,
      label: t(MARKS[next].label),
      icon: MARKS[next].icon,
      perm: EDIT,
      onClick: () => void mark([row.contactId], next),
    };
  };

  return { toolbar, rowAction };
}
