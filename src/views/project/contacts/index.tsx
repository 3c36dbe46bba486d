/**
 * Enquiries (`/project/contacts`): what visitors sent from the public contact
 * form, newest first. Search by company, name, status, date and "assigned to
 * me or my items"; each enquiry is worked in a drawer (status, assignee,
 * notes, reply by mail, history); mark handled / unhandled (one or many);
 * export. Nothing a visitor sent can be edited or deleted.
 * `?contactId=<id>` (the link in the staff mail) opens that enquiry;
 * `?mine=1` (the bell's link) lists mine.
 */
import { useEffect, useState } from 'react';
import { Checkbox } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router-dom';
import { exportContacts } from '@/api/project/contact';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import { useTagsViewStore } from '@/stores/tags-view';
import { addDateRange } from '@/utils/params';
import { ContactDrawer } from './contact-drawer';
import { contactSchema } from './data';
import { useMarkHandled } from './mark-handled';
import './contacts.css';

export default function ContactsPage() {
  const screen = useListScreen(contactSchema, { immediate: false });
  const { t, table } = screen;
  const marks = useMarkHandled(screen);
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<number>();
  const canEdit = hasPermi('project:contacts:edit');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const moveView = useTagsViewStore((s) => s.moveView);
  const mine = params.get('mine') === '1' ? '1' : undefined;
  const linked = Number(params.get('contactId')) || undefined;

  // the first search, and again when a link asks for (or drops) mine
  const { search } = table;
  useEffect(() => void search({ mine }), [mine, search]);
  useEffect(() => {
    if (linked) setViewing(linked);
  }, [linked]);

  const exportList = () => {
    const query: Record<string, unknown> = { ...table.query };
    delete query.pageNum;
    delete query.pageSize;
    return exportContacts(addDateRange(query, table.dateRange));
  };

  return (
    <ListScreen
      screen={screen}
      className="contacts-page"
      scrollX={1300}
      selectable={canEdit}
      search={{
        mine: (
          <Checkbox
            checked={table.query.mine === '1'}
            onChange={(e) =>
              void search({ mine: e.target.checked ? '1' : undefined })
            }
          >
            {t('mineLabel')}
          </Checkbox>
        ),
      }}
      toolbar={[
        ...marks.toolbar,
        {
          key: 'export',
          label: t('crud:export'),
          icon: <DownloadOutlined />,
          perm: 'project:contacts:export',
          color: 'warning',
          onClick: () => void exportList(),
        },
      ]}
      rowActions={(row) => [
        {
          key: 'view',
          label: t('details'),
          icon: <EyeOutlined />,
          perm: 'project:contacts:query',
          onClick: () => setViewing(row.contactId),
        },
        marks.rowAction(row),
      ]}
    >
      <ContactDrawer
        contactId={viewing}
        canEdit={canEdit}
        canReply={hasPermi('project:contacts:reply')}
        onClose={() => {
          setViewing(undefined);
          // the link's enquiry is shown once: the address drops it, and
          // its tab goes on as the list's (no second tab of the list)
          if (linked) {
            const rest = new URLSearchParams(params);
            rest.delete('contactId');
            const query = rest.toString();
            moveView(
              location.pathname + location.search,
              location.pathname + (query ? `?${query}` : ''),
            );
            setParams(rest, { replace: true });
          }
        }}
        onSaved={() => void table.load()}
      />
    </ListScreen>
  );
}
