/**
 * Operation log (read at `/monitor/operlog`). A route that declares
 *
 *   config: { permission: 'system:post:add', log: { title: 'Post', businessType: 'INSERT' } }
 *
 * gets one sys_oper_log row per request: module, business type, method
 * (`addPost()` for a named handler, else `POST /system/post`), operator and
 * department, URL, IP and location, request params (JSON, password and token
 * fields masked), JSON result (masked the same way), status (0 when the
 * answer's code is 200, else 1 with its msg as error; for an unexpected
 * exception the exception's own message, which the client never sees), cost
 * in ms. The location and the error message (a ServiceError's, or a plain
 * message found by its text) are kept as message keys too (`textKeys`), so
 * the log shows them in each reader's language.
 * The row is written after the response has gone, with those of other
 * requests of the same 20 ms in one statement (services/infra/write-batch.ts);
 * a failure to write it is logged and never reaches the client.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceError } from '../../errors.js';
import type { TextKeys } from '../../i18n/stored-text.js';
import type { OperLogInput } from '../../repositories/operlog.js';
import { ipLocationKey, normalizeIp } from '../../services/infra/ip.js';
import { WriteBatch } from '../../services/infra/write-batch.js';
import { keep, keyOfText } from '../../services/stored-text.js';

export const BUSINESS_TYPES = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const;

export type BusinessType = keyof typeof BUSINESS_TYPES;

export interface OperLogConfig {
  /** Module title, e.g. 'Post' (contract: 岗位管理). */
  title: string;
  businessType: BusinessType;
  /** Record the request params (default true). */
  saveParams?: boolean;
  /** Record the JSON result (default true). */
  saveResult?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Write an operation log row for each request of this route. */
    log?: OperLogConfig;
  }
  interface FastifyInstance {
    operLog: {
      /** Resolves when every row queued so far has been written (tests, shutdown). */
      flush(): Promise<void>;
    };
  }
}

const MASK = '******';
const SECRET_KEY = /pass(word)?$|^password|token|secret/i;
const MAX = 2000;

/** Deep copy with password / token fields replaced by `******`. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1);
  }
  return out;
}

function isEmptyObject(v: unknown): boolean {
  return (
    v === undefined ||
    v === null ||
    (typeof v === 'object' && Object.keys(v as object).length === 0)
  );
}

/** Body when there is one, else path params and query together. */
export function requestParams(req: FastifyRequest): string {
  const body = req.body;
  const source =
    body !== undefined && body !== null && !isEmptyObject(body)
      ? body
      : {
          ...(req.params as Record<string, unknown>),
          ...(req.query as Record<string, unknown>),
        };
  if (typeof source === 'string') return source.slice(0, MAX);
  try {
    return JSON.stringify(maskSecrets(source)).slice(0, MAX);
  } catch {
    return '';
  }
}

function outcome(payload: string | undefined): {
  status: number;
  errorMsg: string;
  jsonResult: string;
} {
  if (payload === undefined) return { status: 0, errorMsg: '', jsonResult: '' };
  try {
    const body = JSON.parse(payload) as { code?: unknown; msg?: unknown };
    const failed = typeof body.code === 'number' && body.code !== 200;
    return {
      status: failed ? 1 : 0,
      errorMsg: failed ? String(body.msg ?? '').slice(0, MAX) : '',
      jsonResult: JSON.stringify(maskSecrets(body)).slice(0, MAX),
    };
  } catch {
    return { status: 0, errorMsg: '', jsonResult: '' };
  }
}

function handlerName(req: FastifyRequest): string {
  const name = (req.routeOptions.handler as { name?: string } | undefined)
    ?.name;
  const clean = name?.replace(/^bound /, '');
  return clean && clean !== 'anonymous'
    ? `${clean}()`
    : `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
}

export default fp(
  async (app: FastifyInstance) => {
    const batch = new WriteBatch<OperLogInput>(
      (rows) => app.repos.operLog.insert(...rows),
      (err) => app.log.warn({ err }, 'operation log not written'),
    );
    const payloads = new WeakMap<FastifyRequest, string>();
    /** Unexpected exceptions: the client gets a generic message, the log the real one. */
    const failures = new WeakMap<FastifyRequest, string>();
    /** Business errors: their message key and parameters. */
    const refusals = new WeakMap<FastifyRequest, ReturnType<typeof keep>>();

    app.decorate('operLog', {
      flush: () => batch.flush(),
    });

    app.addHook('onSend', async (req, _reply, payload) => {
      const log = req.routeOptions.config?.log;
      if (log && log.saveResult !== false && typeof payload === 'string') {
        payloads.set(req, payload);
      }
      return payload;
    });

    app.addHook('onError', async (req, _reply, err) => {
      const log = req.routeOptions.config?.log;
      if (log && err instanceof ServiceError) {
        refusals.set(req, keep(err.msgKey, err.params));
      } else if (log && !err.validation) {
        failures.set(req, String(err.message || err.name).slice(0, MAX));
      }
    });

    app.addHook('onResponse', async (req, reply) => {
      const log = req.routeOptions.config?.log;
      const user = req.loginUser;
      if (!log || !user) return;
      const ip = normalizeIp(req.ip ?? '');
      const result = outcome(payloads.get(req));
      const failure = failures.get(req);
      const { jsonResult } = result;
      const status = failure === undefined ? result.status : 1;
      // A business error's key; else a failed answer's plain message (a
      // write that touched nothing) found by its text.
      let refusal = refusals.get(req);
      if (!refusal && status === 1 && failure === undefined) {
        const key = keyOfText(result.errorMsg, req.lang());
        if (key) refusal = keep(key);
      }
      const location = keep(ipLocationKey(ip));
      const textKeys: TextKeys = { operLocation: location.keyed };
      if (refusal) textKeys.errorMsg = refusal.keyed;
      const errorMsg = failure ?? refusal?.text ?? result.errorMsg;
      batch.add({
        title: log.title,
        businessType: BUSINESS_TYPES[log.businessType],
        method: handlerName(req),
        requestMethod: req.method,
        operatorType: 1,
        operName: user.userName,
        deptId: user.deptId,
        operUrl: req.url.split('?')[0],
        operIp: ip,
        operLocation: location.text,
        operParam: log.saveParams === false ? '' : requestParams(req),
        jsonResult,
        status,
        errorMsg,
        costTime: reply.elapsedTime,
        textKeys,
      });
    });

    app.addHook('preClose', async () => {
      await app.operLog.flush();
    });
  },
  { name: 'oper-log', dependencies: ['db'] },
);
