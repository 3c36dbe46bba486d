/** Dictionary data `/system/dict/data`. */
import { Type, type Static } from '@sinclair/typebox';
import type { Lang } from '../../i18n/index.js';
import type { DictDataRow } from '../../repositories/dict-data.js';
import { PageQueryProps, pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { DictDataSchema } from '../../schemas/dict.js';
import {
  editFields,
  Field,
  LABEL_KEYWORD,
  withDefault,
} from '../../schemas/fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { keyedText, keysMatching } from '../../services/stored-text.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

/**
 * A label in the reader's language while it keeps its seeded key (migration
 * 0021); a label an administrator changed is shown as stored.
 */
export function dictLabel(row: DictDataRow, lang: Lang): string {
  return keyedText(row.dictLabel, row.i18nKey, lang);
}

const DictDataQuery = Type.Object({
  ...PageQueryProps,
  dictType: Type.Optional(Type.String({ maxLength: 100 })),
  dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type DictDataQuery = Static<typeof DictDataQuery>;

/**
 * Tag styles the UI knows (`LIST_CLASSES` of
 * src/views/system/dict/data/data-dialog.tsx); empty = plain text.
 */
export const LIST_CLASSES = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
];

const DictDataFields = {
  dictType: Field.text('field.dictType', 100),
  dictLabel: Field.text('field.dictLabel', 100),
  dictValue: Field.text('field.dictValue', 100),
  dictSort: withDefault(Field.int('field.dictSort', { minimum: 0 }), 0),
  cssClass: Field.optionalText('field.cssClass', 100),
  listClass: Type.Optional(
    Type.Union([
      Type.String({
        [LABEL_KEYWORD]: 'field.listClass',
        enum: ['', ...LIST_CLASSES],
      }),
      Type.Null(),
    ]),
  ),
  isDefault: withDefault(
    Type.String({ [LABEL_KEYWORD]: 'field.isDefault', enum: ['Y', 'N'] }),
    'N',
  ),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
const DictDataAdd = Type.Object(DictDataFields);
const DictDataEdit = Type.Object({
  dictCode: Type.Integer(),
  version: Field.version(),
  ...editFields(DictDataFields),
});

type Shown = Omit<DictDataRow, 'i18nKey'> & { default: boolean };

/** Export columns (字典编码, 字典排序, 字典标签, 字典键值, 字典类型, 是否默认, 状态). */
const DICT_DATA_EXCEL: ExcelColumn<Shown>[] = [
  { key: 'dictCode', header: 'field.dictCode', type: 'number' },
  { key: 'dictSort', header: 'field.dictSort', type: 'number' },
  { key: 'dictLabel', header: 'field.dictLabel' },
  { key: 'dictValue', header: 'field.dictValue' },
  { key: 'dictType', header: 'field.dictType' },
  {
    key: 'isDefault',
    header: 'field.isDefault',
    labels: { Y: 'dict.sys_yes_no.Y', N: 'dict.sys_yes_no.N' },
  },
  { key: 'status', header: 'field.status', labels: STATUS_LABELS },
];

const LOG_TITLE = 'Dictionary data';

export default async function dictDataRoutes(app: RouteApp) {
  const data = () => app.repos.dictData;
  const shown = (rows: DictDataRow[], lang: Lang): Shown[] =>
    rows.map(({ i18nKey, ...r }) => ({
      ...r,
      dictLabel: keyedText(r.dictLabel, i18nKey, lang),
      default: r.isDefault === 'Y',
    }));
  /** The filter, with the label keys whose text matches the label searched. */
  const filter = (q: DictDataQuery, lang: Lang) => ({
    ...q,
    labelKeys: keysMatching('dict.', q.dictLabel, lang),
  });

  /** The data row's type must exist. */
  const assertType = async (dictType: string) => {
    if (!(await app.repos.dictTypes.findByType(dictType))) {
      throw new ServiceError(500, 'dictType.missing');
    }
  };

  app.get(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        params: Type.Object({ dictType: Type.String({ maxLength: 100 }) }),
        response: { 200: AjaxData(Type.Array(DictDataSchema)) },
      },
    },
    async (req) => {
      const rows = await app.services.dict.byType(req.params.dictType);
      return { ...ok(req), data: shown(rows, req.lang()) };
    },
  );

  app.get(
    '/system/dict/data/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        querystring: DictDataQuery,
        response: { 200: TableData(DictDataSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await data().list(
        filter(req.query, req.lang()),
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: shown(rows, req.lang()),
        total,
      };
    },
  );

  app.post(
    '/system/dict/data/export',
    {
      config: {
        permission: 'system:dict:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: DictDataQuery },
    },
    async (req, reply) => {
      const rows = await data().listAll(filter(req.body ?? {}, req.lang()));
      return sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'dictData.excel.sheet',
          filename: 'data',
          columns: DICT_DATA_EXCEL,
        },
        shown(rows, req.lang()),
      );
    },
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: { permission: 'system:dict:query' },
      schema: {
        params: Type.Object({ dictCode: Type.Integer() }),
        response: { 200: AjaxData(DictDataSchema) },
      },
    },
    async (req) => {
      const row = await data().findById(req.params.dictCode);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shown([row], req.lang())[0] };
    },
  );

  app.post(
    '/system/dict/data',
    {
      config: {
        permission: 'system:dict:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: DictDataAdd, response: { 200: AjaxResult } },
    },
    async function addDictData(req) {
      const body = req.body;
      await assertType(body.dictType);
      await data().insert(body, req.loginUser!.userName);
      await app.services.dict.evict(body.dictType);
      return ok(req);
    },
  );

  app.put(
    '/system/dict/data',
    {
      config: {
        permission: 'system:dict:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: DictDataEdit, response: { 200: AjaxResult } },
    },
    async function editDictData(req) {
      const { dictCode, version, ...body } = req.body;
      const current = await data().findById(dictCode);
      if (!current) throw new ServiceError(500, 'common.notExists');
      await assertType(body.dictType);
      // A seeded label is shown translated: saving it back unchanged keeps
      // the stored label and its key, so it stays translated; another label
      // replaces it and clears the key.
      const same = body.dictLabel.trim() === dictLabel(current, req.lang());
      await data().update(
        dictCode,
        {
          ...body,
          dictLabel: same ? current.dictLabel : body.dictLabel,
          i18nKey: same ? current.i18nKey : null,
        },
        version,
        req.loginUser!.userName,
      );
      await app.services.dict.evict(current.dictType, body.dictType);
      return ok(req);
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: {
        permission: 'system:dict:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ dictCodes: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeDictData(req) {
      const found = await data().findByIds(parseIds(req.params.dictCodes));
      const n = await data().deleteByIds(found.map((d) => d.dictCode));
      await app.services.dict.evict(...new Set(found.map((d) => d.dictType)));
      return toAjax(req, n);
    },
  );
}
