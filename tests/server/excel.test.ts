import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../server/src/i18n/index.js';
import { ServiceError } from '../../server/src/errors.js';
import {
  readXlsx,
  sendTemplate,
  sendXlsx,
  type ExcelColumn,
} from '../../server/src/services/infra/excel.js';
import { readSheet } from './helpers/api.js';

interface Row {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
}

const STATUS: Record<string, MessageKey> = {
  '0': 'label.normal',
  '1': 'label.disabled',
};
const COLUMNS: ExcelColumn<Row>[] = [
  { key: 'postId', header: 'field.postId', type: 'number', exportOnly: true },
  { key: 'postCode', header: 'field.postCode', required: true, maxLength: 5 },
  { key: 'postName', header: 'field.postName', required: true },
  { key: 'postSort', header: 'field.postSort', type: 'number' },
  { key: 'status', header: 'field.status', labels: STATUS },
];
const SPEC = {
  sheet: 'post.excel.sheet' as const,
  filename: 'post',
  columns: COLUMNS,
};

async function book(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('x');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('excel helpers', () => {
  it('streams rows from an async generator with translated headers and labels', async () => {
    const app = Fastify();
    app.get('/x', async (_req, reply) => {
      async function* rows() {
        for (let i = 1; i <= 3; i++) {
          yield {
            postId: i,
            postCode: `c${i}`,
            postName: `n${i}`,
            postSort: i,
            status: String(i % 2),
          };
        }
      }
      return sendXlsx(reply, 'ja', SPEC, rows());
    });
    const res = await app.inject({ url: '/x' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['download-filename'])).toMatch(
      /^post_\d{14}\.xlsx$/,
    );
    expect(await readSheet(res.rawPayload)).toEqual([
      ['役職番号', '役職コード', '役職名', '役職の表示順', 'ステータス'],
      ['1', 'c1', 'n1', '1', '停止'],
      ['2', 'c2', 'n2', '2', '正常'],
      ['3', 'c3', 'n3', '3', '停止'],
    ]);
    await app.close();
  });

  it('writes an import template with the importable headers only', async () => {
    const app = Fastify();
    app.get('/t', async (_req, reply) => sendTemplate(reply, 'en', SPEC));
    const res = await app.inject({ url: '/t' });
    expect(await readSheet(res.rawPayload)).toEqual([
      ['Post code', 'Post name', 'Post order', 'Status'],
    ]);
    await app.close();
  });

  it('reads rows with headers and labels in any language, reporting each bad row', async () => {
    const buffer = await book([
      ['岗位名称', 'Post code', 'ステータス', 'Post order', 'Unknown column'],
      ['Boss', 'ceo', '正常', 1, 'ignored'],
      ['Staff', 'user', 'Disabled', '2', null],
      [null, 'x', 'Normal', 3, null],
      ['Long', 'toolong', '1', 4, null],
      ['Odd', 'odd', 'maybe', 'five', null],
      [null, null, null, null, null],
    ]);
    const rows = await readXlsx(buffer, 'en', COLUMNS);
    expect(rows).toEqual([
      {
        rowNum: 2,
        data: { postName: 'Boss', postCode: 'ceo', status: '0', postSort: 1 },
      },
      {
        rowNum: 3,
        data: { postName: 'Staff', postCode: 'user', status: '1', postSort: 2 },
      },
      {
        rowNum: 4,
        data: { postCode: 'x', status: '0', postSort: 3 },
        error: 'Post name cannot be empty',
      },
      {
        rowNum: 5,
        data: {
          postName: 'Long',
          postCode: 'toolong',
          status: '1',
          postSort: 4,
        },
        error: 'Post code cannot be longer than 5 characters',
      },
      {
        rowNum: 6,
        data: {
          postName: 'Odd',
          postCode: 'odd',
          status: 'maybe',
          postSort: 'five',
        },
        error: "Status: invalid value 'maybe'",
      },
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(
      readXlsx(Buffer.from('not a zip'), 'en', COLUMNS),
    ).rejects.toEqual(new ServiceError(500, 'excel.invalidFile'));
  });
});
