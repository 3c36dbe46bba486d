/** Dictionary types `/system/dict/type`. */
import { Type, type Static } from '@sinclair/typebox';
import type { DictTypeRow } from '../../repositories/dict-types.js';
import { PageQueryProps, pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { DictTypeSchema } from '../../schemas/dict.js';
import {
  editFields,
  Field,
  LABEL_KEYWORD,
  MESSAGE_KEYWORD,
  withDefault,
} from '../../schemas/fields.js';
import { ServiceError } from '../../errors.js';
import type { Lang } from '../../i18n/index.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import {
  keptKeyed,
  keysMatching,
  shownKeyed,
  type KeyFields,
} from '../../services/stored-text.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

/** The type's texts kept as keys (migration 0021): name and remark. */
const KEYED: KeyFields<DictTypeRow> = {
  dictName: 'i18nKey',
  remark: 'remarkKey',
};

/**
 * A type as answered: a seeded name and remark in the reader's language while
 * they keep their keys, else as stored.
 */
export function shownType(row: DictTypeRow, lang: Lang): Shown {
  return shownKeyed<DictTypeRow, 'i18nKey' | 'remarkKey'>(row, KEYED, lang);
}
type Shown = Omit<DictTypeRow, 'i18nKey' | 'remarkKey'>;

const DictTypeQuery = Type.Object({
  ...PageQueryProps,
  dictName: Type.Optional(Type.String({ maxLength: 100 })),
  dictType: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type DictTypeQuery = Static<typeof DictTypeQuery>;

/** `sys_user_sex`: a letter, then lower-case letters, digits, underscores. */
export const DictTypeCode = () =>
  Type.String({
    [LABEL_KEYWORD]: 'field.dictType',
    maxLength: 100,
    minLength: 1,
    pattern: '^[a-z][a-z0-9_]*$',
    [MESSAGE_KEYWORD]: 'dictType.pattern',
  });

const DictTypeFields = {
  dictName: Field.text('field.dictName', 100),
  dictType: DictTypeCode(),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
const DictTypeAdd = Type.Object(DictTypeFields);
const DictTypeEdit = Type.Object({
  dictId: Type.Integer(),
  version: Field.version(),
  ...editFields(DictTypeFields),
});

/** Export columns (字典主键, 字典名称, 字典类型, 状态). */
const DICT_TYPE_EXCEL: ExcelColumn<Shown>[] = [
  { key: 'dictId', header: 'field.dictId', type: 'number' },
  { key: 'dictName', header: 'field.dictName' },
  { key: 'dictType', header: 'field.dictType' },
  { key: 'status', header: 'field.status', labels: STATUS_LABELS },
];

const LOG_TITLE = 'Dictionary type';

export default async function dictTypeRoutes(app: RouteApp) {
  const types = () => app.repos.dictTypes;
  const shown = (rows: DictTypeRow[], lang: Lang) =>
    rows.map((r) => shownType(r, lang));

  app.get(
    '/system/dict/type/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        querystring: DictTypeQuery,
        response: { 200: TableData(DictTypeSchema) },
      },
    },
    async (req) => {
      const lang = req.lang();
      const { rows, total } = await types().list(
        {
          ...req.query,
          nameKeys: keysMatching('dictName.', req.query.dictName, lang),
        },
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: shown(rows, lang),
        total,
      };
    },
  );

  app.post(
    '/system/dict/type/export',
    {
      config: {
        permission: 'system:dict:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: DictTypeQuery },
    },
    async (req, reply) => {
      const lang = req.lang();
      const query = req.body ?? {};
      const rows = await types().listAll({
        ...query,
        nameKeys: keysMatching('dictName.', query.dictName, lang),
      });
      return sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'dictType.excel.sheet',
          filename: 'type',
          columns: DICT_TYPE_EXCEL,
        },
        shown(rows, lang),
      );
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    { schema: { response: { 200: AjaxData(Type.Array(DictTypeSchema)) } } },
    async (req) => ({
      ...ok(req),
      data: shown(await types().findAll(), req.lang()),
    }),
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: {
        permission: 'system:dict:remove',
        log: { title: LOG_TITLE, businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function refreshDictCache(req) {
      await app.services.dict.refresh();
      return ok(req);
    },
  );

  app.get(
    '/system/dict/type/:dictId',
    {
      config: { permission: 'system:dict:query' },
      schema: {
        params: Type.Object({ dictId: Type.Integer() }),
        response: { 200: AjaxData(DictTypeSchema) },
      },
    },
    async (req) => {
      const row = await types().findById(req.params.dictId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shownType(row, req.lang()) };
    },
  );

  app.post(
    '/system/dict/type',
    {
      config: {
        permission: 'system:dict:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: DictTypeAdd, response: { 200: AjaxResult } },
    },
    async function addDictType(req) {
      const body = req.body;
      if (await types().isTypeTaken(body.dictType)) {
        throw new ServiceError(500, 'dictType.add.exists', {
          name: body.dictName,
        });
      }
      await types().insert(body, req.loginUser!.userName);
      await app.services.dict.evict(body.dictType);
      return ok(req);
    },
  );

  app.put(
    '/system/dict/type',
    {
      config: {
        permission: 'system:dict:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: DictTypeEdit, response: { 200: AjaxResult } },
    },
    async function editDictType(req) {
      const { dictId, version, ...body } = req.body;
      const current = await types().findById(dictId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      if (await types().isTypeTaken(body.dictType, dictId)) {
        throw new ServiceError(500, 'dictType.edit.exists', {
          name: body.dictName,
        });
      }
      // The type row and its data rows change together or not at all.
      await app.repos.transaction(async (repos) => {
        await repos.dictTypes.update(
          dictId,
          { ...body, ...keptKeyed(current, body, KEYED, req.lang()) },
          version,
          req.loginUser!.userName,
        );
        if (current.dictType !== body.dictType) {
          await repos.dictData.renameType(current.dictType, body.dictType);
        }
      });
      await app.services.dict.evict(current.dictType, body.dictType);
      return ok(req);
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: {
        permission: 'system:dict:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ dictIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeDictType(req) {
      const found = await types().findByIds(parseIds(req.params.dictIds));
      for (const t of found) {
        if ((await app.repos.dictData.countByType(t.dictType)) > 0) {
          throw new ServiceError(500, 'dictType.assigned', {
            name: shownType(t, req.lang()).dictName,
          });
        }
      }
      const n = await types().deleteByIds(found.map((t) => t.dictId));
      await app.services.dict.evict(...found.map((t) => t.dictType));
      return toAjax(req, n);
    },
  );
}
