/** Parameters `/system/config`. */
import { Type, type Static } from '@sinclair/typebox';
import type { ConfigRow } from '../../repositories/configs.js';
import { PageQueryProps, pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { ConfigSchema } from '../../schemas/config.js';
import {
  editFields,
  Field,
  LABEL_KEYWORD,
  withDefault,
} from '../../schemas/fields.js';
import { mayReadConfig } from '../../services/config-access.js';
import { ServiceError } from '../../errors.js';
import type { Lang } from '../../i18n/index.js';
import {
  keptKeyed,
  keysMatching,
  shownKeyed,
  type KeyFields,
} from '../../services/stored-text.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import {
  BASE_URL_KEY,
  parseBaseUrl,
} from '../../services/infra/site-origin.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const ConfigQuery = Type.Object({
  ...PageQueryProps,
  configName: Type.Optional(Type.String({ maxLength: 100 })),
  configKey: Type.Optional(Type.String({ maxLength: 100 })),
  configType: Type.Optional(Type.String({ maxLength: 1 })),
});
type ConfigQuery = Static<typeof ConfigQuery>;

const ConfigFields = {
  configName: Field.text('field.configName', 100),
  configKey: Field.text('field.configKey', 100),
  // may be empty: e.g. an empty sys.login.blackIPList blocks nobody
  configValue: Type.String({
    [LABEL_KEYWORD]: 'field.configValue',
    maxLength: 500,
  }),
  configType: withDefault(
    Type.String({ [LABEL_KEYWORD]: 'field.configType', enum: ['Y', 'N'] }),
    'N',
  ),
  // optional: RuoYi's own screens do not send it, and an edit keeps it
  isPublic: Type.Optional(
    withDefault(
      Type.String({ [LABEL_KEYWORD]: 'field.isPublic', enum: ['Y', 'N'] }),
      'N',
    ),
  ),
  remark: Field.optionalText('field.remark', 500),
};
const ConfigAdd = Type.Object(ConfigFields);
const ConfigEdit = Type.Object({
  configId: Type.Integer(),
  version: Field.version(),
  ...editFields(ConfigFields),
});

/** The parameter's texts kept as keys (migration 0023): name and remark. */
const KEYED: KeyFields<ConfigRow> = {
  configName: 'i18nKey',
  remark: 'remarkKey',
};
type Shown = Omit<ConfigRow, 'i18nKey' | 'remarkKey'>;

/** A seeded name and remark in the reader's language while keyed. */
const shown = (row: ConfigRow, lang: Lang): Shown =>
  shownKeyed<ConfigRow, 'i18nKey' | 'remarkKey'>(row, KEYED, lang);

/** The filter with the name keys whose text in `lang` matches the name searched. */
const withNameKeys = (query: ConfigQuery, lang: Lang) => ({
  ...query,
  nameKeys: keysMatching('configName.', query.configName, lang),
});

/** Export columns (参数主键, 参数名称, 参数键名, 参数键值, 系统内置, 公开). */
const CONFIG_EXCEL: ExcelColumn<Shown>[] = [
  { key: 'configId', header: 'field.configId', type: 'number' },
  { key: 'configName', header: 'field.configName' },
  { key: 'configKey', header: 'field.configKey' },
  { key: 'configValue', header: 'field.configValue' },
  {
    key: 'configType',
    header: 'field.configType',
    labels: { Y: 'dict.sys_yes_no.Y', N: 'dict.sys_yes_no.N' },
  },
  {
    key: 'isPublic',
    header: 'field.isPublic',
    labels: { Y: 'dict.sys_yes_no.Y', N: 'dict.sys_yes_no.N' },
  },
];

const LOG_TITLE = 'Parameter';

/**
 * The value a save stores (add and edit alike): the public base URL checked
 * and normalised (`https://example.com/` → `https://example.com`; empty
 * keeps the fallbacks of services/infra/site-origin.ts), any other parameter as
 * typed.
 */
function valueToStore(key: string, value: string): string {
  if (key !== BASE_URL_KEY) return value;
  if (value.trim() === '') return '';
  const origin = parseBaseUrl(value);
  if (!origin) throw new ServiceError(500, 'config.baseUrlInvalid', { key });
  return origin;
}

export default async function configRoutes(app: RouteApp) {
  const configs = () => app.repos.configs;
  const cache = () => app.services.config;

  app.get(
    '/system/config/configKey/:configKey',
    {
      schema: {
        description:
          'The value is in `msg`; an unknown key answers `msg: ""`. A public ' +
          'parameter (`isPublic` Y) is read by any signed-in user; the others ' +
          'need `system:config:query` (`sys.user.initPassword` also opens to ' +
          '`system:user:add` and `system:user:resetPwd`); 403 otherwise.',
        params: Type.Object({ configKey: Type.String({ maxLength: 100 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      const key = req.params.configKey;
      const isPublic = await configs().isPublic(key);
      if (isPublic === undefined) return { code: 200, msg: '' };
      const { permissions } = app.services;
      const userId = req.loginUser!.userId;
      if (!(await mayReadConfig(permissions, userId, key, isPublic))) {
        throw new ServiceError(403, 'auth.forbidden');
      }
      const value = await cache().get(key);
      return { code: 200, msg: value ?? '' };
    },
  );

  app.get(
    '/system/config/list',
    {
      config: { permission: 'system:config:list' },
      schema: {
        querystring: ConfigQuery,
        response: { 200: TableData(ConfigSchema) },
      },
    },
    async (req) => {
      const lang = req.lang();
      const { rows, total } = await configs().list(
        withNameKeys(req.query, lang),
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shown(r, lang)),
        total,
      };
    },
  );

  app.post(
    '/system/config/export',
    {
      config: {
        permission: 'system:config:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: ConfigQuery },
    },
    async (req, reply) => {
      const lang = req.lang();
      const rows = await configs().listAll(withNameKeys(req.body ?? {}, lang));
      return sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'config.excel.sheet',
          filename: 'config',
          columns: CONFIG_EXCEL,
        },
        rows.map((r) => shown(r, lang)),
      );
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: {
        permission: 'system:config:remove',
        log: { title: LOG_TITLE, businessType: 'CLEAN' },
      },
      schema: { response: { 200: AjaxResult } },
    },
    async function refreshConfigCache(req) {
      await cache().refresh();
      return ok(req);
    },
  );

  app.get(
    '/system/config/:configId',
    {
      config: { permission: 'system:config:query' },
      schema: {
        params: Type.Object({ configId: Type.Integer() }),
        response: { 200: AjaxData(ConfigSchema) },
      },
    },
    async (req) => {
      const row = await configs().findById(req.params.configId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shown(row, req.lang()) };
    },
  );

  app.post(
    '/system/config',
    {
      config: {
        permission: 'system:config:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: ConfigAdd, response: { 200: AjaxResult } },
    },
    async function addConfig(req) {
      const configKey = req.body.configKey.trim();
      const body = {
        ...req.body,
        configKey,
        configValue: valueToStore(configKey, req.body.configValue),
      };
      if (await configs().isKeyTaken(body.configKey)) {
        throw new ServiceError(500, 'config.add.keyExists', {
          name: body.configName,
        });
      }
      await configs().insert(body, req.loginUser!.userName);
      await cache().evict(body.configKey);
      return ok(req);
    },
  );

  app.put(
    '/system/config',
    {
      config: {
        permission: 'system:config:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ConfigEdit, response: { 200: AjaxResult } },
    },
    async function editConfig(req) {
      const { configId, version, ...rest } = req.body;
      const configKey = rest.configKey.trim();
      const body = {
        ...rest,
        configKey,
        configValue: valueToStore(configKey, rest.configValue),
      };
      const current = await configs().findById(configId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      if (await configs().isKeyTaken(body.configKey, configId)) {
        throw new ServiceError(500, 'config.edit.keyExists', {
          name: body.configName,
        });
      }
      await configs().update(
        configId,
        { ...body, ...keptKeyed(current, body, KEYED, req.lang()) },
        version,
        req.loginUser!.userName,
      );
      await cache().evict(current.configKey, body.configKey);
      return ok(req);
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: {
        permission: 'system:config:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ configIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeConfig(req) {
      const found = await configs().findByIds(parseIds(req.params.configIds));
      const builtIn = found.find((c) => c.configType === 'Y');
      if (builtIn) {
        throw new ServiceError(500, 'config.builtin', {
          key: builtIn.configKey,
        });
      }
      const n = await configs().deleteByIds(found.map((c) => c.configId));
      await cache().evict(...found.map((c) => c.configKey));
      return toAjax(req, n);
    },
  );
}
