/**
 * An enquiry's history, oldest first: arrival, status changes, assignment,
 * internal notes, replies and mails, each with who and when; a reply or
 * mail shows its mail's state.
 */
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict-tag';
import { useDict } from '@/hooks/use-dict';
import type { ContactEvent } from '@/types/contact';

/** Each kind's dot colour. */
const COLORS: Record<ContactEvent['kind'], string> = {
  received: 'blue',
  status: 'orange',
  assign: 'purple',
  note: 'gray',
  reply: 'green',
  mail: 'cyan',
};

export function ContactHistory({ events }: { events: ContactEvent[] }) {
  const { t } = useTranslation('project-contact');
  const dicts = useDict('project_contact_status', 'sys_mail_status');

  const title = (e: ContactEvent) => {
    switch (e.kind) {
      case 'status':
        return (
          <>
            {t('history.status')}{' '}
            <DictTag
              options={dicts.project_contact_status}
              value={e.status ?? ''}
            />
          </>
        );
      case 'assign':
        return e.assigneeId == null
          ? t('history.unassign')
          : t('history.assign', { name: e.assigneeName ?? e.assigneeId });
      default:
        return t(`history.${e.kind}`);
    }
  };

  return (
    <Timeline
      className="contact-history"
      items={events.map((e) => ({
        key: e.eventId,
        color: COLORS[e.kind] ?? 'gray',
        content: (
          <div className={`contact-history__event contact-history__${e.kind}`}>
            <div className="contact-history__title">
              {title(e)}
              {e.mailStatus && (
                <DictTag options={dicts.sys_mail_status} value={e.mailStatus} />
              )}
            </div>
            {e.body && e.kind !== 'status' && e.kind !== 'assign' && (
              <div className="contact-content contact-history__body">
                {e.body}
              </div>
            )}
            <Typography.Text type="secondary" className="contact-history__meta">
              {[e.createBy, e.createTime].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
