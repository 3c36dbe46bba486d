/** Dictionary data `/system/dict/data` (contract §2.8): the lookup every screen uses. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isMessageKey, translate, type Lang } from '../../i18n/index.js';
import type { DictDataRow } from '../../repositories/dict-data.js';
import { AjaxData } from '../../schemas/common.js';

const DictData = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Type.Integer(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictType: Type.String(),
  cssClass: Type.Union([Type.String(), Type.Null()]),
  listClass: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.String(),
  status: Type.String(),
  default: Type.Boolean(),
  remark: Type.Union([Type.String(), Type.Null()]),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A seeded label in the user's language: `dict.<type>.<value>` when the
 * stored label is still the seeded one (the zh-CN text); a label an
 * administrator changed is shown as stored.
 */
export function dictLabel(row: DictDataRow, lang: Lang): string {
  const key = `dict.${row.dictType}.${row.dictValue}`;
  if (!isMessageKey(key)) return row.dictLabel;
  if (translate('zh-CN', key) !== row.dictLabel) return row.dictLabel;
  return translate(lang, key);
}

export default async function dictDataRoutes(app: FastifyInstance) {
  app.get<{ Params: { dictType: string } }>(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        params: Type.Object({ dictType: Type.String({ maxLength: 100 }) }),
        response: { 200: AjaxData(Type.Array(DictData)) },
      },
    },
    async (req) => {
      const rows = await app.repos.dictData.findByType(req.params.dictType);
      const lang = req.lang();
      return {
        code: 200,
        msg: req.t('common.success'),
        data: rows.map((r) => ({
          ...r,
          dictLabel: dictLabel(r, lang),
          default: r.isDefault === 'Y',
        })),
      };
    },
  );
}
