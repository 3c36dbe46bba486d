/**
 * The designer's state with undo history: every edit of the schema pushes
 * the previous schema on `past` (at most HISTORY_LIMIT). Successive edits
 * with the same `key` (typing in one property box) make one undo step.
 * Selection is not an edit: undo and redo keep it when the item survives.
 */
import { cloneItem } from './new-items';
import {
  emptySchema,
  type FormItem,
  type FormSchema,
  type FormSettings,
} from './schema';
import {
  findItem,
  insertItem,
  locate,
  moveItem,
  removeItem,
  updateItem,
} from './tree';

export const HISTORY_LIMIT = 100;

export interface DesignerState {
  past: FormSchema[];
  present: FormSchema;
  future: FormSchema[];
  selectedId: string | null;
  /** Key of the last edit, for merging successive property edits. */
  lastKey: string | null;
}

export type DesignerAction =
  | { type: 'add'; item: FormItem; container: string; index: number }
  | { type: 'move'; id: string; container: string; index: number }
  | {
      type: 'update';
      id: string;
      edit: (item: FormItem) => FormItem;
      key?: string;
    }
  | { type: 'settings'; patch: Partial<FormSettings>; key?: string }
  | { type: 'remove'; id: string }
  | { type: 'copy'; id: string }
  | { type: 'clear' }
  /** Replace the whole form (an imported schema). */
  | { type: 'load'; schema: FormSchema }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialDesigner = (
  present: FormSchema = emptySchema(),
): DesignerState => ({
  past: [],
  present,
  future: [],
  selectedId: null,
  lastKey: null,
});

function commit(
  state: DesignerState,
  present: FormSchema,
  selectedId = state.selectedId,
  key: string | null = null,
): DesignerState {
  if (present === state.present) return { ...state, selectedId };
  const merge = key !== null && key === state.lastKey;
  return {
    past: merge
      ? state.past
      : [...state.past, state.present].slice(-HISTORY_LIMIT),
    present,
    future: [],
    selectedId,
    lastKey: key,
  };
}

const withItems = (schema: FormSchema, items: FormItem[]): FormSchema =>
  items === schema.items ? schema : { ...schema, items };

/** The selection after the schema changed under it. */
function keepSelection(schema: FormSchema, id: string | null) {
  return id && findItem(schema.items, id) ? id : null;
}

export function designerReducer(
  state: DesignerState,
  action: DesignerAction,
): DesignerState {
  const { present } = state;
  switch (action.type) {
    case 'add': {
      const items = insertItem(
        present.items,
        action.item,
        action.container,
        action.index,
      );
      if (items === present.items) return state;
      return commit(state, withItems(present, items), action.item.id);
    }
    case 'move':
      return commit(
        state,
        withItems(
          present,
          moveItem(present.items, action.id, action.container, action.index),
        ),
      );
    case 'update':
      return commit(
        state,
        withItems(present, updateItem(present.items, action.id, action.edit)),
        state.selectedId,
        action.key ?? null,
      );
    case 'settings':
      return commit(
        state,
        { ...present, form: { ...present.form, ...action.patch } },
        state.selectedId,
        action.key ?? null,
      );
    case 'remove': {
      const items = removeItem(present.items, action.id);
      const selected = keepSelection({ ...present, items }, state.selectedId);
      return commit(state, withItems(present, items), selected);
    }
    case 'copy': {
      const item = findItem(present.items, action.id);
      const loc = locate(present.items, action.id);
      if (!item || !loc) return state;
      const copy = cloneItem(item, present.items);
      const items = insertItem(
        present.items,
        copy,
        loc.container,
        loc.index + 1,
      );
      return commit(state, withItems(present, items), copy.id);
    }
    case 'clear':
      if (!present.items.length) return state;
      return commit(state, { ...present, items: [] }, null);
    case 'load':
      return commit(state, action.schema, null);
    case 'select':
      return { ...state, selectedId: action.id, lastKey: null };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [present, ...state.future],
        selectedId: keepSelection(previous, state.selectedId),
        lastKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        past: [...state.past, present],
        present: next,
        future: rest,
        selectedId: keepSelection(next, state.selectedId),
        lastKey: null,
      };
    }
  }
}
