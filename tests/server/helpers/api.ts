/** Signed-in request helpers for route tests (JSON, form-urlencoded, xlsx). */
import ExcelJS from 'exceljs';
import type {
  FastifyInstance,
  LightMyRequestResponse as Response,
} from 'fastify';

/** A JSON reply or row as tests read it (shape asserted by the test itself). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Api {
  get(url: string): Promise<Json>;
  post(url: string, body?: unknown): Promise<Json>;
  put(url: string, body?: unknown): Promise<Json>;
  del(url: string): Promise<Json>;
  /** POST form-urlencoded (exports); the raw reply. */
  form(url: string, fields?: Record<string, string>): Promise<Response>;
}

export function api(
  app: FastifyInstance,
  token: string,
  headers: Record<string, string> = {},
): Api {
  const h = { authorization: `Bearer ${token}`, ...headers };
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: h,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return res.json() as Json;
  };
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
    put: (url, body) => send('PUT', url, body ?? {}),
    del: (url) => send('DELETE', url),
    form: (url, fields = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          ...h,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}

/** Rows of the first sheet of an .xlsx (header row first), as text. */
export async function readSheet(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  const out: string[][] = [];
  ws.eachRow((row) => {
    const values = row.values as unknown[];
    out.push(values.slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return out;
}
