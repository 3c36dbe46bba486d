/** The form as a JSON schema document: settings and items, ids left out. */
import {
  isRow,
  type FormField,
  type FormItem,
  type FormSchema,
} from './schema';

export const SCHEMA_VERSION = 1;

const field = ({ id: _id, ...rest }: FormField) => rest;

function item(i: FormItem) {
  if (!isRow(i)) return field(i);
  return {
    type: i.type,
    gutter: i.gutter,
    columns: i.columns.map((c) => ({
      span: c.span,
      children: c.children.map(field),
    })),
  };
}

/** Pretty-printed JSON of the schema (2-space indent, trailing newline). */
export function toJsonSchema(schema: FormSchema): string {
  const doc = {
    version: SCHEMA_VERSION,
    form: schema.form,
    items: schema.items.map(item),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
