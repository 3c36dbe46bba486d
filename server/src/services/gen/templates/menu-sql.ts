/** Template: the menu migration (`server/migrations/NNNN_<module>_<business>_menu.sql`). */
import type { GenContext } from '../context.js';
import { commentText, sqlStr } from '../naming.js';

const BUTTONS = [
  ['query', 'query'],
  ['add', 'add'],
  ['edit', 'edit'],
  ['remove', 'delete'],
  ['export', 'export'],
] as const;

/** Text that fits sys_menu.menu_name (varchar(50)). */
const menuName = (text: string) => Array.from(text).slice(0, 50).join('');

export function menuSql(ctx: GenContext): string {
  const name = ctx.functionName;
  const component = `${ctx.moduleName}/${ctx.file}/index`;
  const buttons = BUTTONS.map(
    ([perm, word], i) =>
      `  (${sqlStr(menuName(`${name} ${word}`))}, ${i + 1}, ${sqlStr(`${ctx.perm}:${perm}`)})`,
  );
  return [
    `-- ${commentText(name)}: menu and buttons (generated). Parent menu ${ctx.parentMenuId}.`,
    `WITH page AS (`,
    `  INSERT INTO sys_menu (menu_name, parent_id, order_num, path, component,`,
    `    is_frame, menu_type, perms, icon, visible, status, create_by, remark)`,
    `  VALUES (${sqlStr(menuName(name))}, ${Math.trunc(ctx.parentMenuId)}, 1, ${sqlStr(ctx.file)},`,
    `    ${sqlStr(component)}, '1', 'C', ${sqlStr(`${ctx.perm}:list`)}, '#', '0', '0',`,
    `    'admin', ${sqlStr(menuName(name))})`,
    `  RETURNING menu_id`,
    `)`,
    `INSERT INTO sys_menu (menu_name, parent_id, order_num, path, is_frame,`,
    `  menu_type, perms, icon, visible, status, create_by)`,
    `SELECT b.menu_name, page.menu_id, b.order_num, '', '1', 'F', b.perms, '#',`,
    `  '0', '0', 'admin'`,
    `  FROM page, (VALUES`,
    buttons.join(',\n'),
    `  ) AS b (menu_name, order_num, perms);`,
    ``,
  ].join('\n');
}
