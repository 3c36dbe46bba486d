/** Pieces shared by the page and dialog templates. */
import type { GenColumn } from '../../../repositories/gen-model.js';
import type { GenContext } from '../context.js';
import { tsStr } from '../naming.js';

/** Display types whose options come from the column's dictionary. */
const DICT_HTML = new Set(['select', 'radio', 'checkbox']);

export const usesDict = (c: GenColumn) =>
  !!c.dictType && (DICT_HTML.has(c.htmlType) || c.isList === '1');

/** `useDict(…)` call for the dictionaries the given columns need, or null. */
export function dictHook(columns: GenColumn[]): string | null {
  const types = [
    ...new Set(columns.filter(usesDict).map((c) => c.dictType)),
  ].sort();
  if (types.length === 0) return null;
  return `  const dict = useDict(${types.map(tsStr).join(', ')});`;
}

/** `dict['type']` expression. */
export const dictOf = (c: GenColumn) => `dict[${tsStr(c.dictType)}]`;

/** Options list of a dict-backed control. */
export const dictOptions = (c: GenColumn) =>
  `${dictOf(c)}.map((o) => ({ label: o.label, value: o.value }))`;

/** `f('field')`: the translated label of a column. */
export const label = (c: GenColumn) => `f(${tsStr(c.javaField)})`;

/** The generated SPA files' imports, in a stable order. */
export function importLines(imports: Map<string, Set<string>>): string[] {
  return [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => {
      const all = [...names];
      const def = all.find((n) => n.startsWith('default '))?.slice(8);
      const list = all
        .filter((n) => !n.startsWith('default '))
        .sort((a, b) =>
          a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
        );
      const named = list.length ? `{ ${list.join(', ')} }` : '';
      const what = [def, named].filter(Boolean).join(', ');
      return `import ${what} from '${from}';`;
    });
}

/** Collects `name` from `module` imports. */
export class Imports {
  readonly map = new Map<string, Set<string>>();
  add(from: string, ...names: string[]): this {
    const set = this.map.get(from) ?? new Set<string>();
    for (const n of names) set.add(n);
    this.map.set(from, set);
    return this;
  }
  lines(): string[] {
    return importLines(this.map);
  }
}

export const apiPath = (ctx: GenContext) =>
  `@/api/${ctx.moduleName}/${ctx.file}`;

/** The API module's export URL constant (`ORDER_ITEM_EXPORT_URL`). */
export const exportUrlConst = (ctx: GenContext) =>
  `${ctx.entityVar.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_EXPORT_URL`;
