/**
 * The design kept in localStorage (as RuoYi's builder keeps its
 * drawingItems), so that it survives a reload: stored as the exported JSON
 * schema and read back through the importer, so an entry that no longer
 * reads is ignored.
 */
import { toJsonSchema } from './export-json';
import { fromJsonSchema } from './import-json';
import type { FormSchema } from './schema';

export const DESIGN_KEY = 'form-build-design';

/** The saved design, or null when there is none that reads. */
export function loadDesign(): FormSchema | null {
  const saved = localStorage.getItem(DESIGN_KEY);
  if (saved === null) return null;
  const result = fromJsonSchema(saved);
  return result.ok ? result.schema : null;
}

/** Keeps `schema` for the next visit; a full or disabled storage keeps nothing. */
export function saveDesign(schema: FormSchema) {
  try {
    localStorage.setItem(DESIGN_KEY, toJsonSchema(schema));
  } catch {
    // QuotaExceededError / SecurityError: the design still works, unsaved
  }
}
