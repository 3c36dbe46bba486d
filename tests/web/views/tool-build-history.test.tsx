import { describe, expect, it } from 'vitest';
import {
  designerReducer,
  HISTORY_LIMIT,
  initialDesigner,
  type DesignerAction,
  type DesignerState,
} from '@/views/tool/build/history';
import { createField, createRow } from '@/views/tool/build/new-items';
import { allFields, type FormItem } from '@/views/tool/build/schema';

const run = (actions: DesignerAction[], state = initialDesigner()) =>
  actions.reduce(designerReducer, state);
const names = (s: DesignerState) =>
  allFields(s.present.items).map((f) => f.name);
const input = (items: FormItem[] = []) =>
  createField('input', 'Input', items, (n) => `Option ${n}`);
const add = (
  item: FormItem,
  container = 'root',
  index = 99,
): DesignerAction => ({
  type: 'add',
  item,
  container,
  index,
});
const rename = (id: string, label: string): DesignerAction => ({
  type: 'update',
  id,
  edit: (i) => ({ ...i, label }),
  key: `${id}:label`,
});

describe('form builder history', () => {
  it('undoes and redoes adds, moves, copies and removals; a new edit drops the redo list', () => {
    const a = input();
    const b = { ...input([a]), name: 'b' };
    let s = run([
      add(a),
      add(b),
      { type: 'move', id: b.id, container: 'root', index: 0 },
    ]);
    expect(names(s)).toEqual(['b', a.name]);
    s = run(
      [
        { type: 'copy', id: a.id },
        { type: 'remove', id: b.id },
      ],
      s,
    );
    expect(names(s)).toEqual([a.name, 'field102']);
    s = run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], s);
    expect(names(s)).toEqual([a.name, 'b']);
    s = run([{ type: 'redo' }], s);
    expect(names(s)).toEqual(['b', a.name]);
    expect(s.future).toHaveLength(2);
    s = run([{ type: 'clear' }], s);
    expect(s.future).toHaveLength(0);
    expect(names(s)).toEqual([]);
    s = run([{ type: 'undo' }], s);
    expect(names(s)).toEqual(['b', a.name]);
  });

  it('makes successive edits of one property one step, and keeps the selection only while the item exists', () => {
    const a = input();
    let s = run([add(a)]);
    expect(s.selectedId).toBe(a.id);
    s = run([rename(a.id, 'N'), rename(a.id, 'Na'), rename(a.id, 'Name')], s);
    expect(s.past).toHaveLength(2);
    s = run([{ type: 'undo' }], s);
    expect(s.present.items[0]).toMatchObject({ label: 'Input' });
    expect(s.selectedId).toBe(a.id);
    s = run([{ type: 'undo' }], s);
    expect(s.present.items).toEqual([]);
    expect(s.selectedId).toBeNull();
  });

  it('keeps rows at the root and fields anywhere; remembers at most the limit', () => {
    const row = createRow();
    const inner = createRow();
    const f = input();
    let s = run([
      add(row),
      add(inner, row.columns[1].id),
      add(f, row.columns[1].id, 0),
    ]);
    expect(s.present.items).toHaveLength(1);
    expect(s.present.items[0]).toMatchObject({
      columns: [{ children: [] }, { children: [{ id: f.id }] }],
    });
    s = run([{ type: 'move', id: f.id, container: 'root', index: 0 }], s);
    expect(s.present.items.map((i) => i.id)).toEqual([f.id, row.id]);

    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1)
      s = run([{ type: 'settings', patch: { labelWidth: 50 + i } }], s);
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });

  it('loads a whole form (an import) as one step that drops the selection and the redo list', () => {
    const a = input();
    const b = { ...input([a]), name: 'b' };
    let s = run([
      add(a),
      add(b),
      { type: 'undo' },
      { type: 'select', id: a.id },
    ]);
    expect(s.future).toHaveLength(1);
    expect(s.selectedId).toBe(a.id);
    const loaded = {
      form: {
        layout: 'vertical' as const,
        size: 'small' as const,
        labelWidth: 80,
        gutter: 0,
      },
      items: [
        { ...input(), name: 'x' },
        { ...input(), name: 'y' },
      ],
    };
    s = run([{ type: 'load', schema: loaded }], s);
    expect(s.present).toBe(loaded);
    expect(s.selectedId).toBeNull();
    expect(s.future).toHaveLength(0);
    s = run([{ type: 'undo' }], s);
    expect(names(s)).toEqual([a.name]);
    expect(s.present.form.layout).toBe('horizontal');
    s = run([{ type: 'redo' }], s);
    expect(names(s)).toEqual(['x', 'y']);
  });
});
