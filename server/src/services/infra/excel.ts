/**
 * .xlsx export, import templates and import parsing, given column definitions
 * once per resource:
 *
 *   const POST_COLUMNS: ExcelColumn<PostRow>[] = [
 *     { key: 'postId', header: 'post.excel.postId', type: 'number' },
 *     { key: 'status', header: 'post.excel.status', labels: STATUS_LABELS },
 *   ];
 *   return sendXlsx(reply, req.lang(), { sheet: 'post.excel.sheet', filename: 'post', columns: POST_COLUMNS, rows });
 *
 * Headers and value labels are translated into the user's language; import
 * accepts headers and labels in any supported language (a template fetched
 * in English imports fine under Japanese).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  LANGUAGES,
  translate,
  type Lang,
  type MessageKey,
} from '../../i18n/index.js';
import { ServiceError } from '../../errors.js';
import { unzipsWithin } from './zip-limit.js';

export const XLSX_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A message key (translated), or text written as it is (generated modules' column comments). */
export type ExcelText = MessageKey | { text: string };

const textOf = (lang: Lang, t: ExcelText) =>
  typeof t === 'string' ? translate(lang, t) : t.text;

export interface ExcelColumn<T> {
  key: keyof T & string;
  /** Header text. */
  header: ExcelText;
  width?: number;
  /** Cell kind; 'number' cells are written and read as numbers. */
  type?: 'string' | 'number';
  /** Stored value → label key, e.g. `{ '0': 'dict.normal', '1': 'dict.disabled' }`. */
  labels?: Readonly<Record<string, MessageKey>>;
  /** Import: the cell must not be empty. */
  required?: boolean;
  /** Import: longest accepted text. */
  maxLength?: number;
  /** Export only (e.g. ids, computed columns): left out of templates and imports. */
  exportOnly?: boolean;
}

export interface SheetSpec<T> {
  /** Sheet name. */
  sheet: ExcelText;
  /** File name without extension; a timestamp is appended. */
  filename: string;
  columns: readonly ExcelColumn<T>[];
}

function stamp(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

function attach(reply: FastifyReply, filename: string) {
  const name = encodeURIComponent(`${filename}_${stamp()}.xlsx`);
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header(
      'Content-Disposition',
      `attachment; filename=${name}; filename*=utf-8''${name}`,
    )
    .header('download-filename', name)
    .header(
      'Access-Control-Expose-Headers',
      'Content-Disposition,download-filename',
    );
}

function cellValue<T>(
  col: ExcelColumn<T>,
  row: T,
  lang: Lang,
): string | number | null {
  const v = row[col.key] as unknown;
  if (v === null || v === undefined) return null;
  if (col.labels) {
    const label = col.labels[String(v)];
    return label ? translate(lang, label) : String(v);
  }
  if (col.type === 'number') {
    const n = Number(v);
    return Number.isFinite(n) ? n : String(v);
  }
  return String(v);
}

function sheetColumns<T>(columns: readonly ExcelColumn<T>[], lang: Lang) {
  return columns.map((c) => ({
    header: textOf(lang, c.header),
    key: c.key,
    width: c.width ?? Math.max(12, textOf(lang, c.header).length * 2 + 4),
  }));
}

/**
 * Streams rows (an array, a generator, or an async generator paging through
 * the database) as one .xlsx sheet. Returns the reply for the route to return.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  lang: Lang,
  spec: SheetSpec<T>,
  rows: Iterable<T> | AsyncIterable<T>,
): Promise<FastifyReply> {
  const it =
    Symbol.asyncIterator in rows
      ? rows[Symbol.asyncIterator]()
      : rows[Symbol.iterator]();
  // The first row is read before the answer starts: a query that fails at
  // once (a refused filter value) answers the contract's error envelope
  // instead of a connection cut in the middle of a file.
  const first = await it.next();
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
  });
  const ws = book.addWorksheet(textOf(lang, spec.sheet));
  ws.columns = sheetColumns(spec.columns, lang);
  ws.getRow(1).font = { bold: true };
  void (async () => {
    for (let r = first; !r.done; r = await it.next()) {
      const values: Record<string, string | number | null> = {};
      for (const col of spec.columns)
        values[col.key] = cellValue(col, r.value, lang);
      ws.addRow(values).commit();
    }
    ws.commit();
    await book.commit();
  })().catch((err: unknown) => {
    reply.log.error({ err }, 'export failed');
    stream.destroy(err as Error);
  });
  return attach(reply, spec.filename).send(stream);
}

/** Import template: the importable headers on an empty sheet. */
export async function sendTemplate<T>(
  reply: FastifyReply,
  lang: Lang,
  spec: SheetSpec<T>,
): Promise<FastifyReply> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(textOf(lang, spec.sheet));
  ws.columns = sheetColumns(
    spec.columns.filter((c) => !c.exportOnly),
    lang,
  );
  ws.getRow(1).font = { bold: true };
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return attach(reply, spec.filename).send(buffer);
}

export interface ImportRow<T> {
  /** Spreadsheet row number (the header is row 1). */
  rowNum: number;
  data: Partial<T>;
  /** Why the row cannot be imported (translated), if it cannot. */
  error?: string;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if (v instanceof Date)
      return v.toISOString().slice(0, 19).replace('T', ' ');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    return '';
  }
  return String(v);
}

/** Every translation of a key, for matching headers and labels. */
function allTexts(key: ExcelText): string[] {
  return LANGUAGES.map((l) => textOf(l, key).trim().toLowerCase());
}

/**
 * Reads the first sheet: header cells are matched to columns in any language,
 * labels back to stored values, numbers checked; each row comes back with its
 * data or the first problem found. A file that is not an .xlsx is refused
 * with `excel.invalidFile`.
 */
export async function readXlsx<T>(
  buffer: Buffer,
  lang: Lang,
  columns: readonly ExcelColumn<T>[],
): Promise<ImportRow<T>[]> {
  // A zip bomb is not a workbook: refused before ExcelJS unpacks it.
  if (!unzipsWithin(buffer)) throw new ServiceError(500, 'excel.invalidFile');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ServiceError(500, 'excel.invalidFile');
  }
  const ws = book.worksheets[0];
  if (!ws) return [];
  const importable = columns.filter((c) => !c.exportOnly);
  const byIndex = new Map<number, ExcelColumn<T>>();
  ws.getRow(1).eachCell((cell, index) => {
    const text = cellText(cell.value).trim().toLowerCase();
    const col = importable.find((c) => allTexts(c.header).includes(text));
    if (col) byIndex.set(index, col);
  });
  const out: ImportRow<T>[] = [];
  ws.eachRow((row, rowNum) => {
    if (rowNum === 1) return;
    const data: Record<string, unknown> = {};
    let error: string | undefined;
    for (const [index, col] of byIndex) {
      const text = cellText(row.getCell(index).value).trim();
      const header = textOf(lang, col.header);
      if (!text) {
        if (col.required && !error) {
          error = translate(lang, 'excel.required', { column: header });
        }
        continue;
      }
      let value: unknown = text;
      if (col.labels) {
        const lower = text.toLowerCase();
        const hit = Object.entries(col.labels).find(
          ([stored, key]) => stored === text || allTexts(key).includes(lower),
        );
        if (hit) value = hit[0];
        else if (!error) {
          error = translate(lang, 'excel.badValue', {
            column: header,
            value: text,
          });
        }
      } else if (col.type === 'number') {
        const n = Number(text);
        if (Number.isFinite(n)) value = n;
        else if (!error) {
          error = translate(lang, 'excel.badValue', {
            column: header,
            value: text,
          });
        }
      } else if (col.maxLength && text.length > col.maxLength && !error) {
        error = translate(lang, 'excel.tooLong', {
          column: header,
          max: col.maxLength,
        });
      }
      data[col.key] = value;
    }
    if (Object.keys(data).length === 0 && !error) return; // blank line
    out.push({ rowNum, data: data as Partial<T>, error });
  });
  return out;
}
