/**
 * One generic list screen for the items of copy records and of products:
 * a kind names its owner (the record or product an item belongs to), its
 * item types, the column showing an item's value and the dialog's own
 * fields; the rest (search, columns, permissions, order, status, remark)
 * is the same for both.
 */
import type { ComponentType, ReactNode } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type {
  ColumnField,
  FormSchema,
  ListApi,
  ListScreenSchema,
} from '@/components/list-screen';
import type { PageQuery } from '@/types/api';
import { StatusTag, textOptions } from '../content-cells';
import type { OwnerOption } from '../owner-select';

/** What every item has. */
export interface ContentItem {
  itemId?: number;
  itemName: string;
  itemType: string;
  orderNum: number;
  status: string;
  remark?: string | null;
  createTime?: string | null;
}

/** What every item list is searched by. */
export type ItemQuery = PageQuery & {
  itemName?: string;
  itemType?: string;
  status?: string;
};

export interface ItemKind<R extends ContentItem, Q extends ItemQuery> {
  /** i18n namespace (`fields.*`, `itemTypes.*`, `statusOptions.*`, …). */
  ns: string;
  /**
   * The content kind: its permissions are `project:<perm>:add|edit|remove|export`,
   * and its drafts are published as this kind.
   */
  perm: 'recordItem' | 'productItem';
  /** i18n key of the one-line explanation above the list. */
  help: string;
  api: ListApi<R, Q> & { exportUrl: string };
  owner: {
    /** The owner's id, on the item and in the query. */
    key: keyof R & keyof Q & string;
    /** The owner's name on a listed item. */
    name: keyof R & string;
    /** Width of the owner column. */
    width: number;
    /** Owners whose name contains the text, for the owner pickers. */
    search: (text: string) => Promise<OwnerOption[]>;
    /** i18n key of the pickers' placeholder. */
    placeholder: string;
  };
  types: readonly string[];
  /** Tag colour of an item type. */
  typeColor: (type: string) => string;
  typeWidth: number;
  /** The column after the item type (the value, picture or file). */
  value: ColumnField<R>;
  /** The dialog (its fields are the kind's `Fields`). */
  form: FormSchema<R> & { breakpoint: 'sm' | 'md' };
  /** The dialog's fields between the owner and the display order. */
  Fields: ComponentType<{ t: TFunction }>;
}

/** The list screen's schema of an item kind. */
export function itemSchema<R extends ContentItem, Q extends ItemQuery>(
  kind: ItemKind<R, Q>,
): ListScreenSchema<R, Q> {
  const perm = (action: string) => `project:${kind.perm}:${action}`;
  return {
    ns: kind.ns,
    help: kind.help,
    idKey: 'itemId',
    nameKey: 'itemName',
    perms: {
      add: perm('add'),
      edit: perm('edit'),
      remove: perm('remove'),
      export: perm('export'),
    },
    api: kind.api,
    publishing: { kind: kind.perm },
    initialQuery: {
      [kind.owner.key]: undefined,
      itemName: undefined,
      itemType: undefined,
      status: undefined,
    } as Omit<Q, 'pageNum' | 'pageSize'>,
    search: [
      { type: 'custom', key: kind.owner.key },
      { type: 'input', key: 'itemName' },
      {
        type: 'select',
        key: 'itemType',
        width: 140,
        options: ({ t }) => textOptions(t, 'itemTypes', kind.types),
      },
      {
        type: 'select',
        key: 'status',
        width: 120,
        options: ({ t }) => textOptions(t, 'statusOptions', ['0', '1']),
      },
    ],
    columns: [
      { key: 'itemId', align: 'center', width: 90, sorter: true },
      {
        key: kind.owner.key,
        width: kind.owner.width,
        ellipsis: true,
        render: (row) => row[kind.owner.name] as ReactNode,
      },
      { key: 'itemName', sorter: true },
      {
        key: 'itemType',
        align: 'center',
        width: kind.typeWidth,
        render: (row, { t }) => (
          <Tag color={kind.typeColor(row.itemType)}>
            {t(`itemTypes.${row.itemType}`, { defaultValue: row.itemType })}
          </Tag>
        ),
      },
      kind.value,
      { key: 'orderNum', align: 'center', width: 110, sorter: true },
      {
        key: 'status',
        align: 'center',
        width: 90,
        render: (row, { t }) => <StatusTag t={t} value={row.status} />,
      },
      { key: 'createTime', align: 'center', width: 170, sorter: true },
    ],
    actions: { width: 250 },
  };
}
