/**
 * Working an enquiry: its status (RuoYi's handled flag follows), assignee
 * and internal notes. Each change is written with its history event in one
 * transaction, on the enquiry held locked; the reader's scope is checked
 * first (an enquiry outside it answers like a missing one).
 */
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import type { MessageKey } from '../../i18n/index.js';
import type {
  AppRepositories,
  Repositories,
} from '../../repositories/index.js';
import type { SqlWhere } from '../../repositories/lib/sql-where.js';
import type { ContactRow } from '../../repositories/project-contacts.js';
import {
  mayMove,
  statusForHandled,
  STATUS_LABELS,
  type ContactStatus,
} from './status.js';

/** Who works the enquiry, and their language for labels in messages. */
export interface Worker {
  userId: number;
  userName: string;
  t: (key: MessageKey) => string;
}

type Version = number | null | undefined;

/** The signed-in user working enquiries, with their language. */
export function workerOf(req: FastifyRequest): Worker {
  const user = req.loginUser!;
  return {
    userId: user.userId,
    userName: user.userName,
    t: (key) => req.t(key),
  };
}

/** Refuses an edit of a row someone changed since it was loaded. */
export function checkVersion(row: ContactRow, version: Version): void {
  if (typeof version === 'number' && version !== row.version) {
    throw new ServiceError(500, 'common.modifiedConcurrently');
  }
}

export class ContactWork {
  constructor(private readonly repos: AppRepositories) {}

  /** The enquiry when it exists within `where` (the scope). */
  async visible(contactId: number, where: SqlWhere): Promise<ContactRow> {
    const row = await this.repos.contacts.findById(contactId, where);
    if (!row) throw new ServiceError(500, 'common.notExists');
    return row;
  }

  /** Runs `fn` on the enquiry held locked in a transaction. */
  private locked<T>(
    contactId: number,
    version: Version,
    fn: (row: ContactRow, repos: Repositories) => Promise<T>,
  ): Promise<T> {
    return this.repos.transaction(async (repos) => {
      const row = await repos.contacts.findById(contactId, undefined, true);
      if (!row) throw new ServiceError(500, 'common.notExists');
      checkVersion(row, version);
      return fn(row, repos);
    });
  }

  async setStatus(
    contactId: number,
    status: ContactStatus,
    version: Version,
    where: SqlWhere,
    by: Worker,
  ): Promise<void> {
    await this.visible(contactId, where);
    await this.locked(contactId, version, async (row, repos) => {
      const label = (s: ContactStatus) => by.t(STATUS_LABELS[s]);
      if (row.status === status) {
        throw new ServiceError(500, 'contact.status.already', {
          status: label(status),
        });
      }
      if (!mayMove(row.status, status)) {
        throw new ServiceError(500, 'contact.status.refused', {
          from: label(row.status),
          to: label(status),
        });
      }
      await repos.contacts.update(contactId, { status }, version, by.userName);
      await repos.contactEvents.add({
        contactId,
        kind: 'status',
        status,
        createBy: by.userName,
      });
    });
  }

  /** Assigns (or, with null, unassigns); a new enquiry is taken up. */
  async assign(
    contactId: number,
    assigneeId: number | null,
    version: Version,
    where: SqlWhere,
    by: Worker,
  ): Promise<void> {
    await this.visible(contactId, where);
    if (
      assigneeId !== null &&
      !(await this.repos.contacts.isActiveUser(assigneeId))
    ) {
      throw new ServiceError(500, 'contact.assignee.inactive');
    }
    await this.locked(contactId, version, async (row, repos) => {
      if (row.assigneeId === assigneeId) return;
      const takenUp = assigneeId !== null && row.status === 'new';
      const status = takenUp ? 'in_progress' : undefined;
      await repos.contacts.update(
        contactId,
        { assigneeId, status },
        version,
        by.userName,
      );
      await repos.contactEvents.add({
        contactId,
        kind: 'assign',
        assigneeId,
        createBy: by.userName,
      });
      if (status) {
        await repos.contactEvents.add({
          contactId,
          kind: 'status',
          status,
          createBy: by.userName,
        });
      }
    });
  }

  /** An internal note in the enquiry's history. */
  async note(
    contactId: number,
    body: string,
    where: SqlWhere,
    by: Worker,
  ): Promise<void> {
    await this.visible(contactId, where);
    await this.repos.contactEvents.add({
      contactId,
      kind: 'note',
      body,
      createBy: by.userName,
    });
  }

  /**
   * RuoYi's handled flag on the row and its internal remark
   * (PUT /project/contacts): '1' answers it, '0' takes it up again.
   */
  async editStaffFields(
    contactId: number,
    f: { handled: string; remark?: string | null },
    version: Version,
    by: Worker,
  ): Promise<void> {
    await this.locked(contactId, version, async (row, repos) => {
      const status = statusForHandled(row.status, f.handled) ?? undefined;
      await repos.contacts.update(
        contactId,
        { status, remark: f.remark },
        version,
        by.userName,
      );
      if (status) {
        await repos.contactEvents.add({
          contactId,
          kind: 'status',
          status,
          createBy: by.userName,
        });
      }
    });
  }

  /**
   * RuoYi's handled flag on many (PUT /project/contacts/handled): those in
   * scope whose status changes move, each with its event; the others stay.
   */
  async setHandled(
    ids: readonly number[],
    handled: string,
    where: SqlWhere,
    by: Worker,
  ): Promise<void> {
    const visible = await this.repos.contacts.statuses(ids, where);
    if (visible.length === 0) throw new ServiceError(500, 'common.notExists');
    await this.repos.transaction(async (repos) => {
      const rows = await repos.contacts.statuses(
        visible.map((r) => r.contactId),
        undefined,
        true,
      );
      const target = handled === '1' ? 'answered' : 'in_progress';
      const moved = rows
        .filter((r) => statusForHandled(r.status, handled) !== null)
        .map((r) => r.contactId);
      if (moved.length === 0) return;
      await repos.contacts.moveAll(moved, target, by.userName);
      await repos.contactEvents.addStatus(moved, target, by.userName);
    });
  }
}
