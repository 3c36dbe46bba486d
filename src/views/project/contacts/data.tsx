/** The enquiries screen as data: search, columns and permissions. */
import { Tag, Typography } from 'antd';
import { CONTACT_EXPORT_URL, listContact } from '@/api/project/contact';
import type { ListScreenSchema, RenderContext } from '@/components/list-screen';
import type { ContactQuery, ProjectContact } from '@/types/contact';

/** The handled flag's choices: '0' unhandled, '1' handled. */
export const handledOptions = ({ t }: Pick<RenderContext, 't'>) =>
  ['0', '1'].map((value) => ({ label: t(`handledOptions.${value}`), value }));

export const contactSchema: ListScreenSchema<ProjectContact, ContactQuery> = {
  ns: 'project-contact',
  idKey: 'contactId',
  nameKey: 'contactId',
  // nothing a visitor sent is added, edited or deleted here; Export sits
  // after the view's own buttons
  perms: {},
  dicts: ['project_contact_status'],
  api: { list: listContact, exportUrl: CONTACT_EXPORT_URL },
  initialQuery: {
    companyName: undefined,
    contactName: undefined,
    status: undefined,
    mine: undefined,
  },
  search: [
    { type: 'input', key: 'companyName' },
    { type: 'input', key: 'contactName', label: 'searchName' },
    { type: 'select', key: 'status', dict: 'project_contact_status' },
    {
      type: 'dateRange',
      label: 'fields.createTime',
      placeholders: ['receivedFrom', 'receivedTo'],
    },
    { type: 'custom', key: 'mine' },
  ],
  columns: [
    { key: 'contactId', align: 'center', width: 90, sorter: true },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
    { key: 'companyName', ellipsis: true, width: 190, sorter: true },
    {
      key: 'contactName',
      render: (row) => (
        <div>
          <div>{row.contactName}</div>
          <div className="contact-reading">{row.nameReading}</div>
        </div>
      ),
    },
    { key: 'email', ellipsis: true },
    { key: 'consultingItem', ellipsis: true },
    {
      key: 'status',
      align: 'center',
      width: 110,
      dict: 'project_contact_status',
    },
    {
      key: 'assigneeName',
      ellipsis: true,
      width: 140,
      render: (row, { t }) =>
        row.assigneeName ?? (
          <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>
        ),
    },
    {
      key: 'handled',
      align: 'center',
      width: 110,
      // a new enquiry is marked at its row's left edge (contacts.css)
      render: (row, { t }) => (
        <Tag
          color={row.handled === '1' ? 'success' : 'warning'}
          className={row.status === 'new' ? 'contact-new' : undefined}
        >
          {t(`handledOptions.${row.handled}`, row.handled)}
        </Tag>
      ),
    },
  ],
  actions: {
    width: 220,
    perms: ['project:contacts:query', 'project:contacts:edit'],
  },
};
