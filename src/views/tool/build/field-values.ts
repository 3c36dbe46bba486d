/**
 * A field's value in antd terms (dayjs for dates) and back to JSON-friendly
 * values, for the preview's initial values and its submitted values.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { UploadFile } from 'antd';
import type { DefaultValue, FormField } from './schema';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The antd control value of a field's default value. */
export function toControlValue(field: FormField): unknown {
  const v = field.defaultValue;
  if (v === null || v === '') return undefined;
  if (field.type === 'date' && typeof v === 'string') return dayjs(v);
  if (field.type === 'dateRange' && Array.isArray(v))
    return v.map((d) => dayjs(d));
  return v;
}

/** A default value from an antd control value (the reverse of toControlValue). */
export function fromControlValue(
  field: FormField,
  value: unknown,
): DefaultValue {
  if (value === undefined || value === null || value === '') return null;
  if (field.type === 'date') return (value as Dayjs).format(DATE_FORMAT);
  if (field.type === 'dateRange')
    return (value as Dayjs[]).map((d) => d.format(DATE_FORMAT));
  return value as DefaultValue;
}

/** A submitted value, shown as JSON: dates as text, uploads as file names. */
export function toJsonValue(field: FormField, value: unknown): unknown {
  if (value === undefined) return null;
  if (field.type === 'upload')
    return ((value as UploadFile[] | undefined) ?? []).map((f) => f.name);
  if (field.type === 'date' || field.type === 'dateRange')
    return fromControlValue(field, value);
  return value;
}
