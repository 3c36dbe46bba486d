/**
 * The search form from the schema: text inputs, dictionary selects, the
 * creation-date range and the view's own controls, each bound to the query.
 */
import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '@/components/crud';
import { DateRange } from '@/components/date-range';
import type { PageQuery } from '@/types/api';
import { fieldWidth } from './field-width';
import type { SearchField } from './schema';
import type { ListScreenState } from './use-list-screen';

export interface SearchPlugins<Q> {
  /** Controls of the schema's `custom` search fields, by key. */
  search?: Partial<Record<keyof Q & string, ReactNode>>;
  /** Instead of clearing the fields and searching. */
  onReset?: () => void;
}

export function SearchFields<R extends object, Q extends PageQuery>({
  screen,
  search,
  onReset,
}: SearchPlugins<Q> & { screen: ListScreenState<R, Q> }) {
  const { table, t, f, dict } = screen;
  const value = (key: keyof Q) => table.query[key] as string | undefined;

  const control = (
    field: SearchField<Q>,
  ): { key: string; label: string; input: ReactNode } => {
    const label = (key: string) => (field.label ? t(field.label) : f(key));
    switch (field.type) {
      case 'input': {
        const placeholder = t('crud:enter', { field: label(field.key) });
        const width = fieldWidth(placeholder, 'input');
        return {
          key: field.key,
          label: label(field.key),
          input: (
            <Input
              allowClear
              value={value(field.key)}
              placeholder={placeholder}
              style={{ width }}
              styles={{ input: { width: '100%' } }}
              onChange={(e) =>
                table.setQuery({ [field.key]: e.target.value } as Partial<Q>)
              }
            />
          ),
        };
      }
      case 'select': {
        const placeholder = t('crud:select', { field: label(field.key) });
        return {
          key: field.key,
          label: label(field.key),
          input: (
            <Select
              allowClear
              aria-label={label(field.key)}
              value={value(field.key)}
              placeholder={placeholder}
              style={{ width: fieldWidth(placeholder, 'select', field.width) }}
              options={
                'dict' in field
                  ? (dict[field.dict] ?? []).map((o) => ({
                      label: o.label,
                      value: o.value,
                    }))
                  : field.options({ t, dict })
              }
              onChange={(v?: string) =>
                table.setQuery({ [field.key]: v } as Partial<Q>)
              }
            />
          ),
        };
      }
      case 'dateRange':
        return {
          key: 'dateRange',
          label: t(field.label ?? 'dateRange'),
          input: (
            <DateRange
              withTime={field.withTime}
              value={table.dateRange}
              onChange={table.setDateRange}
              placeholder={[
                t(field.placeholders?.[0] ?? 'beginDate'),
                t(field.placeholders?.[1] ?? 'endDate'),
              ]}
            />
          ),
        };
      case 'custom':
        return {
          key: field.key,
          label: label(field.key),
          input: search?.[field.key],
        };
    }
  };

  return (
    <SearchForm
      show={table.showSearch}
      onSearch={() => void table.search()}
      onReset={onReset ?? (() => void table.reset())}
    >
      {screen.schema.search.map((field) => {
        const { key, label, input } = control(field);
        return (
          <Form.Item key={key} label={label}>
            {input}
          </Form.Item>
        );
      })}
    </SearchForm>
  );
}
