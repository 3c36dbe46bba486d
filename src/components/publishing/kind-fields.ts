/**
 * What each kind's saved data holds, for comparing two versions: the
 * screen's locale namespace (its `fields.*` are the labels), the fields in
 * the order its form shows them, which are rich text, which are coded
 * values with translated options, and which point at another item whose
 * name the data carries beside the id.
 */
import type { ContentKind } from '@/types/publishing';

export interface KindFields {
  /** The content screen's locale namespace. */
  ns: string;
  /** The glossary's term naming one item (`glossary:terms.*`). */
  term: string;
  /** In the form's order; other saved fields follow. */
  order: readonly string[];
  /** Sanitised HTML, compared by its text. */
  rich: readonly string[];
  /** Comma-separated lists (of upload paths), compared an entry a line. */
  lists?: readonly string[];
  /** Coded field → the namespace's key of its option labels. */
  options: Readonly<Record<string, string>>;
  /** Id field → the field holding the name it stands for. */
  refs: Readonly<Record<string, string>>;
}

/** Kept with a save but not its content: not compared unless a kind's form shows it. */
export const BOOKKEEPING = new Set([
  'version',
  'publishState',
  'draftTitle',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'totalViews',
  'params',
  'searchValue',
  'delFlag',
  'ancestors',
  'children',
  'deptId',
  'deptName',
]);

const STATUS = { status: 'statusOptions' };

export const KIND_FIELDS: Record<ContentKind, KindFields> = {
  navigation: {
    ns: 'project-navigation',
    term: 'column',
    order: [
      'navName',
      'parentId',
      'deptId',
      'mainName',
      'enName',
      'navType',
      'recordCategory',
      'link',
      'mainImage',
      'showInNav',
      'orderNum',
      'status',
      'remark',
    ],
    rich: [],
    options: {
      ...STATUS,
      navType: 'navTypes',
      recordCategory: 'categories',
      showInNav: 'showInNavOptions',
    },
    refs: { parentId: 'parentName', deptId: 'deptName' },
  },
  navRecord: {
    ns: 'project-nav-record',
    term: 'navCopy',
    order: [
      'navId',
      'title',
      'subtitle',
      'content',
      'image',
      'orderNum',
      'status',
      'remark',
    ],
    rich: ['content'],
    options: STATUS,
    refs: { navId: 'navName' },
  },
  record: {
    ns: 'project-record',
    term: 'copyRecord',
    order: [
      'title',
      'subtitle',
      'navId',
      'summary',
      'content',
      'contentBlocks',
      'mainImage',
      'pinned',
      'displayType',
      'jumpLink',
      'orderNum',
      'status',
      'remark',
    ],
    rich: ['content'],
    options: { ...STATUS, pinned: 'yesNo', displayType: 'displayTypes' },
    refs: { navId: 'navName' },
  },
  recordItem: {
    ns: 'project-record-item',
    term: 'recordItem',
    order: [
      'recordId',
      'itemName',
      'itemType',
      'content',
      'fileUrl',
      'fileName',
      'fileSize',
      'orderNum',
      'status',
      'remark',
    ],
    rich: ['content'],
    options: { ...STATUS, itemType: 'itemTypes' },
    refs: { recordId: 'recordTitle' },
  },
  product: {
    ns: 'project-product',
    term: 'product',
    order: [
      'productName',
      'subtitle',
      'navId',
      'size',
      'contentBlock',
      'keyPoints',
      'mainImage',
      'images',
      'pinned',
      'isNew',
      'orderNum',
      'status',
      'remark',
    ],
    rich: ['contentBlock'],
    lists: ['images'],
    options: { ...STATUS, pinned: 'yesNo', isNew: 'yesNo' },
    refs: { navId: 'navName' },
  },
  productItem: {
    ns: 'project-product-item',
    term: 'productItem',
    order: [
      'productId',
      'itemName',
      'itemType',
      'itemValue',
      'image',
      'fileUrl',
      'orderNum',
      'status',
      'remark',
    ],
    rich: [],
    options: { ...STATUS, itemType: 'itemTypes' },
    refs: { productId: 'productName' },
  },
};

/** The kind's own id field (never compared: both versions share it). */
export const ID_FIELD: Record<ContentKind, string> = {
  navigation: 'navId',
  navRecord: 'navRecordId',
  record: 'recordId',
  recordItem: 'itemId',
  product: 'productId',
  productItem: 'itemId',
};

/**
 * The fields to compare, in the form's order, then any other saved field;
 * bookkeeping, the item's id and the names shown for an id left out.
 */
export function fieldsOf(
  kind: ContentKind,
  ...versions: (Record<string, unknown> | null)[]
): string[] {
  const model = KIND_FIELDS[kind];
  const names = new Set(Object.values(model.refs));
  const saved = new Set(versions.flatMap((v) => (v ? Object.keys(v) : [])));
  const extra = [...saved].filter(
    (key) =>
      !model.order.includes(key) &&
      !names.has(key) &&
      !BOOKKEEPING.has(key) &&
      key !== ID_FIELD[kind],
  );
  return [...model.order.filter((key) => saved.has(key)), ...extra];
}
