import type { Queryable } from '../db/index.js';
import type { Lists, PageResult } from './lib/lists.js';
import { orderByOf, type Page, type PageQuery } from './lib/page.js';
import { SqlWhere, escapeLike } from './lib/sql-where.js';
import { updateChecked } from './lib/writes.js';

/**
 * Enquiries (project_contact) as staff see them. What the visitor sent is never
 * written here: staff change only `handled` and the internal `remark` (the
 * insert lives with the public form).
 */
export interface ContactRow {
  contactId: number;
  companyName: string;
  contactName: string;
  nameReading: string;
  applicant: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  consultingItem: string;
  consultingContent: string;
  handled: string;
  ip: string;
  remark: string | null;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  version: number;
}

/** Fields the visitor sent (read-only for staff). */
export const VISITOR_FIELDS = [
  'companyName',
  'contactName',
  'nameReading',
  'applicant',
  'phone',
  'email',
  'address',
  'postalCode',
  'consultingItem',
  'consultingContent',
  'ip',
  'createTime',
] as const satisfies readonly (keyof ContactRow)[];

export interface ContactFilter extends PageQuery {
  companyName?: string;
  /** Contact name or its reading. */
  contactName?: string;
  handled?: string;
}

const COLUMNS = `c.contact_id AS "contactId", c.company_name AS "companyName",
  c.contact_name AS "contactName", c.name_reading AS "nameReading",
  c.applicant, c.phone, c.email, c.address, c.postal_code AS "postalCode",
  c.consulting_item AS "consultingItem",
  c.consulting_content AS "consultingContent", c.handled, c.ip, c.remark,
  c.create_time AS "createTime", c.update_by AS "updateBy",
  c.update_time AS "updateTime", c.version`;

const SORT = {
  columns: {
    contactId: 'c.contact_id',
    companyName: 'c.company_name',
    contactName: 'c.contact_name',
    consultingItem: 'c.consulting_item',
    handled: 'c.handled',
    createTime: 'c.create_time',
    updateTime: 'c.update_time',
  },
  fallback: 'c.create_time DESC, c.contact_id DESC',
  tiebreak: 'c.contact_id',
};

export class ContactRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  private spec(f: ContactFilter) {
    const where = new SqlWhere()
      .like('c.company_name', f.companyName)
      .eq('c.handled', f.handled)
      .dayRange('c.create_time', f['params[beginTime]'], f['params[endTime]']);
    const name = f.contactName?.trim();
    if (name) {
      const p = where.param(`%${escapeLike(name)}%`);
      where.and(`(c.contact_name LIKE ${p} OR c.name_reading LIKE ${p})`);
    }
    return {
      columns: COLUMNS,
      from: 'project_contact c',
      tables: ['project_contact'],
      where,
      orderBy: orderByOf(f, SORT),
    };
  }

  list(f: ContactFilter, page: Page): Promise<PageResult<ContactRow>> {
    return this.lists.page<ContactRow>(this.spec(f), page);
  }

  /** Every matching enquiry in list order (export). */
  listAll(f: ContactFilter): Promise<ContactRow[]> {
    return this.lists.all<ContactRow>(this.spec(f));
  }

  findById(contactId: number): Promise<ContactRow | undefined> {
    return this.db.one<ContactRow>(
      `SELECT ${COLUMNS} FROM project_contact c WHERE c.contact_id = $1`,
      [contactId],
    );
  }

  /** The staff-owned part of one enquiry, checked against `version`. */
  updateStaffFields(
    contactId: number,
    f: { handled: string; remark?: string | null },
    version: number | null | undefined,
    updateBy: string,
  ): Promise<number> {
    return updateChecked(this.db, {
      table: 'project_contact',
      idColumn: 'contact_id',
      id: contactId,
      version,
      updateBy,
      set: {
        handled: f.handled,
        remark: f.remark === undefined ? undefined : f.remark,
      },
    });
  }

  /** Marks enquiries handled ('1') or unhandled ('0'); returns how many exist. */
  async setHandled(
    ids: readonly number[],
    handled: string,
    updateBy: string,
  ): Promise<number> {
    await this.db.query(
      `UPDATE project_contact
          SET handled = $2, update_by = $3, update_time = localtimestamp(0),
              version = version + 1
        WHERE contact_id = ANY($1::int[]) AND handled <> $2`,
      [ids, handled, updateBy],
    );
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_contact
        WHERE contact_id = ANY($1::int[])`,
      [ids],
    );
    return row?.n ?? 0;
  }
}
