/** Every operation of the server's own OpenAPI document, and how to call one. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: { type?: string };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented, e.g. /system/user/{userIds}. */
  path: string;
  permission?: string;
  /** Bearer token required (no x-permission: any signed-in user). */
  signedIn: boolean;
  parameters: Parameter[];
  hasBody: boolean;
  /** Property names of the documented JSON body. */
  bodyFields: string[];
  /** Declared 5xx answers (none today). */
  declared5xx: string[];
  /** "GET /system/user/list" */
  label: string;
}

interface RawOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: object } }>;
  };
  responses?: Record<string, unknown>;
  'x-permission'?: string;
}

export async function loadOperations(
  app: FastifyInstance,
): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/v3/api-docs' });
  if (res.statusCode !== 200) throw new Error(`api-docs: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => {
      const method = m.toUpperCase() as Operation['method'];
      return {
        method,
        path,
        permission: op['x-permission'],
        signedIn: !!op.security?.length,
        parameters: op.parameters ?? [],
        hasBody: !!op.requestBody,
        bodyFields: Object.keys(
          op.requestBody?.content?.['application/json']?.schema?.properties ??
            {},
        ),
        declared5xx: Object.keys(op.responses ?? {}).filter((c) =>
          c.startsWith('5'),
        ),
        label: `${method} ${path}`,
      };
    }),
  );
}

/** The documented path with each {param} replaced (a plausible id by default). */
export function fillPath(
  path: string,
  value: (name: string) => string = () => '1',
): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(value(name)),
  );
}

export interface CallOptions {
  token?: string;
  url?: string;
  payload?: string | Buffer;
  contentType?: string;
  ip?: string;
}

/** Calls an operation (JSON body `{}` for body-taking verbs unless given). */
export function call(
  app: FastifyInstance,
  op: Operation,
  o: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const withBody = op.method === 'POST' || op.method === 'PUT';
  if (withBody) headers['content-type'] = o.contentType ?? 'application/json';
  return app.inject({
    method: op.method,
    url: o.url ?? fillPath(op.path),
    headers,
    remoteAddress: o.ip ?? '127.0.0.1',
    ...(withBody ? { payload: o.payload ?? '{}' } : {}),
  });
}

/** The body of a refused call: exactly the contract's {code, msg}, nothing else. */
export function refusal(res: LightMyRequestResponse): {
  code: unknown;
  keys: string[];
} {
  const body = res.json() as Record<string, unknown>;
  return { code: body.code, keys: Object.keys(body).sort() };
}

/** The body's `code` of a JSON answer; 200 for a file or page. */
export function bodyCode(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  return type.includes('json') ? (res.json() as { code?: unknown }).code : 200;
}
