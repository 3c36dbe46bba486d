/**
 * Drag-to-reorder in the menu and department tree tables (RuoYi 3.9.x):
 * `PUT /system/menu/updateSort` `{menuIds, orderNums}` and
 * `PUT /system/dept/updateSort` `{deptIds, orderNums}`, each a comma list
 * (as RuoYi's UI sends them) or an array. All rows change or none.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { INT_MAX } from '../../repositories/lib/page.js';
import type { OrderedTree } from '../../repositories/tree-order.js';
import { AjaxResult } from '../../schemas/common.js';
import { ServiceError } from '../../errors.js';
import { scopeChecks } from '../../services/scope-checks.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const List = Type.Union([
  Type.String({ maxLength: 20_000 }),
  Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]), {
    maxItems: 2000,
  }),
]);

const body = (ids: string) => Type.Object({ [ids]: List, orderNums: List });

type ListValue = Static<typeof List>;

/** Whole numbers of a comma list or array, each within [min, INT_MAX]. */
function numbers(value: ListValue, min: number): number[] {
  const parts = Array.isArray(value)
    ? value.map(String)
    : value.split(',').filter((s) => s.trim() !== '');
  const out = parts.map((s) => Number(s.trim()));
  if (out.some((n) => !Number.isInteger(n) || n < min || n > INT_MAX)) {
    throw new ServiceError(500, 'sort.invalid');
  }
  return out;
}

interface SortTarget extends OrderedTree {
  path: string;
  idsField: string;
  permission: string;
  title: string;
  /** Extra checks on the ids before writing (data scope). */
  check?: (req: FastifyRequest, ids: number[]) => Promise<void>;
}

export default async function treeSortRoutes(app: RouteApp) {
  const targets: SortTarget[] = [
    {
      path: '/system/menu/updateSort',
      idsField: 'menuIds',
      table: 'sys_menu',
      idColumn: 'menu_id',
      permission: 'system:menu:edit',
      title: 'Menu',
    },
    {
      path: '/system/dept/updateSort',
      idsField: 'deptIds',
      table: 'sys_dept',
      idColumn: 'dept_id',
      permission: 'system:dept:edit',
      title: 'Department',
      live: "x.del_flag = '0'",
      async check(req, ids) {
        const scope = scopeChecks(app, req);
        for (const id of ids) await scope.dept(id);
      },
    },
  ];

  for (const t of targets) {
    app.put(
      t.path,
      {
        config: {
          permission: t.permission,
          log: { title: t.title, businessType: 'UPDATE' },
        },
        schema: { body: body(t.idsField), response: { 200: AjaxResult } },
      },
      async (req) => {
        const ids = numbers(req.body[t.idsField], 1);
        const orders = numbers(req.body.orderNums, 0);
        if (ids.length === 0 || ids.length !== orders.length) {
          throw new ServiceError(500, 'sort.invalid');
        }
        if (new Set(ids).size !== ids.length) {
          throw new ServiceError(500, 'sort.invalid');
        }
        await t.check?.(req, ids);
        const by = req.loginUser!.userName;
        await app.repos.transaction(async ({ treeOrder }) => {
          const n = await treeOrder.reorder(t, ids, orders, by);
          if (n !== ids.length) throw new ServiceError(500, 'common.notExists');
        });
        return ok(req);
      },
    );
  }
}
