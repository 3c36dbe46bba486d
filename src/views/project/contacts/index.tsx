/**
 * Enquiries (`/project/contacts`): what visitors sent from the public contact
 * form, newest first. Search by company, name, date and handled flag; details
 * in a drawer; mark handled / unhandled (one or many); export. Nothing a
 * visitor sent can be edited or deleted.
 */
import { useState } from 'react';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import { ContactDrawer } from './contact-drawer';
import { contactSchema } from './data';
import { useMarkHandled } from './mark-handled';
import './contacts.css';

export default function ContactsPage() {
  const screen = useListScreen(contactSchema);
  const { t } = screen;
  const marks = useMarkHandled(screen);
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<number>();
  const canEdit = hasPermi('project:contacts:edit');

  return (
    <ListScreen
      screen={screen}
      className="contacts-page"
      scrollX={1100}
      selectable={canEdit}
      toolbar={[
        ...marks.toolbar,
        {
          key: 'export',
          label: t('crud:export'),
          icon: <DownloadOutlined />,
          perm: 'project:contacts:export',
          color: 'warning',
          onClick: () => void screen.exportList(),
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
        onClose={() => setViewing(undefined)}
        onSaved={() => void screen.table.load()}
      />
    </ListScreen>
  );
}
