/**
 * Where an enquiry stands and who works it: its status with the next steps
 * the server allows as buttons, and the assignee.
 */
import { Button, Descriptions, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict-tag';
import { useDict } from '@/hooks/use-dict';
import { useUserStore } from '@/stores/user';
import type { ProjectContact } from '@/types/contact';
import { NEXT_STATUS, stepOf } from './status-flow';
import { useAssignees } from './use-assignees';
import type { ContactWork } from './use-contact-work';

export interface ContactWorkPanelProps {
  contact: ProjectContact;
  work: ContactWork;
  /** May change the status and the assignee. */
  canEdit: boolean;
}

export function ContactWorkPanel({
  contact,
  work,
  canEdit,
}: ContactWorkPanelProps) {
  const { t } = useTranslation('project-contact');
  const { project_contact_status: statuses } = useDict(
    'project_contact_status',
  );
  const me = useUserStore((s) => s.id);
  const assignees = useAssignees(contact);
  const f = (k: string) => t(`fields.${k}`);

  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 150 } }}
      items={[
        {
          key: 'status',
          label: f('status'),
          children: (
            <Space wrap>
              <DictTag options={statuses} value={contact.status} />
              {canEdit &&
                NEXT_STATUS[contact.status].map((to) => {
                  const step = stepOf(contact.status, to);
                  return (
                    <Button
                      key={to}
                      size="small"
                      type={step === 'answer' ? 'primary' : 'default'}
                      onClick={() => void work.setStatus(to)}
                    >
                      {t(`steps.${step}.label`)}
                    </Button>
                  );
                })}
            </Space>
          ),
        },
        {
          key: 'assignee',
          label: f('assigneeName'),
          children: (
            <Space wrap>
              <Select
                aria-label={f('assigneeName')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!canEdit}
                style={{ minWidth: 220 }}
                placeholder={t('unassignedPlaceholder')}
                value={contact.assigneeId ?? undefined}
                options={assignees}
                onChange={(id?: number) => void work.assign(id ?? null)}
              />
              {canEdit && me !== null && contact.assigneeId !== me && (
                <Button size="small" onClick={() => void work.assign(me)}>
                  {t('assignToMe')}
                </Button>
              )}
            </Space>
          ),
        },
        ...(contact.answeredTime
          ? [
              {
                key: 'answeredTime',
                label: f('answeredTime'),
                children: contact.answeredTime,
              },
            ]
          : []),
      ]}
    />
  );
}
