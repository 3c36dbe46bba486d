import type { Queryable } from '../db/index.js';

/**
 * An enquiry's history (project_contact_event): its arrival, status changes,
 * assignments, internal notes, replies and the mails sent for it, oldest
 * first, each with the mail's state when it names one.
 */
export type ContactEventKind =
  | 'received'
  | 'status'
  | 'assign'
  | 'note'
  | 'reply'
  | 'mail';

export interface NewContactEvent {
  contactId: number;
  kind: ContactEventKind;
  body?: string;
  status?: string | null;
  assigneeId?: number | null;
  mailId?: number | null;
  createBy: string;
}

export interface ContactEventRow {
  eventId: number;
  kind: ContactEventKind;
  body: string;
  status: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  mailId: number | null;
  mailStatus: string | null;
  createBy: string;
  createTime: string | null;
}

export class ContactEventRepository {
  constructor(private readonly db: Queryable) {}

  async add(e: NewContactEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO project_contact_event
         (contact_id, kind, body, status, assignee_id, mail_id, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        e.contactId,
        e.kind,
        e.body ?? '',
        e.status ?? null,
        e.assigneeId ?? null,
        e.mailId ?? null,
        e.createBy,
      ],
    );
  }

  /** A status event for each of `contactIds`, moved to `status`. */
  async addStatus(
    contactIds: readonly number[],
    status: string,
    createBy: string,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO project_contact_event (contact_id, kind, status, create_by)
       SELECT id, 'status', $2, $3 FROM unnest($1::int[]) AS id`,
      [[...contactIds], status, createBy],
    );
  }

  history(contactId: number): Promise<ContactEventRow[]> {
    return this.db.query<ContactEventRow>(
      `SELECT e.event_id::int AS "eventId", e.kind, e.body, e.status,
              e.assignee_id AS "assigneeId", u.nick_name AS "assigneeName",
              e.mail_id::int AS "mailId", m.status AS "mailStatus",
              e.create_by AS "createBy", e.create_time AS "createTime"
         FROM project_contact_event e
         LEFT JOIN sys_user u ON u.user_id = e.assignee_id
         LEFT JOIN sys_mail_outbox m ON m.mail_id = e.mail_id
        WHERE e.contact_id = $1
        ORDER BY e.event_id`,
      [contactId],
    );
  }

  /** The Message-ID of the enquiry's automatic reply, if one was written. */
  async autoReplyMessageId(contactId: number): Promise<string | undefined> {
    const row = await this.db.one<{ id: string }>(
      `SELECT message_id AS id FROM sys_mail_outbox
        WHERE contact_id = $1 AND kind = 'autoReply'
        ORDER BY mail_id LIMIT 1`,
      [contactId],
    );
    return row?.id;
  }
}
