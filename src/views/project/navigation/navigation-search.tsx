/** The navigation search: name, type and status. */
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { SearchForm } from '@/components/crud';
import { fieldWidth } from '@/components/list-screen';
import { textOptions } from '@/components/project-content';
import { NAV_TYPES } from '@/types/navigation';
import type { NavigationState } from './use-navigation';

export interface NavigationSearchProps {
  t: TFunction;
  nav: NavigationState;
  show: boolean;
}

export function NavigationSearch({ t, nav, show }: NavigationSearchProps) {
  const { query, setQuery } = nav;
  const f = (k: string) => t(`fields.${k}`);
  const select = (
    key: 'navType' | 'status',
    prefix: string,
    values: readonly string[],
  ) => {
    const placeholder = t('crud:select', { field: f(key) });
    return (
      <Form.Item label={f(key)}>
        <Select
          allowClear
          aria-label={f(key)}
          value={query[key]}
          placeholder={placeholder}
          style={{ width: fieldWidth(placeholder, 'select') }}
          options={textOptions(t, prefix, values)}
          onChange={(v?: string) => setQuery({ ...query, [key]: v })}
        />
      </Form.Item>
    );
  };
  const namePlaceholder = t('crud:enter', { field: f('navName') });
  return (
    <SearchForm
      show={show}
      onSearch={() => void nav.reload()}
      onReset={nav.reset}
    >
      <Form.Item label={f('navName')}>
        <Input
          allowClear
          value={query.navName}
          placeholder={namePlaceholder}
          style={{ width: fieldWidth(namePlaceholder, 'input') }}
          styles={{ input: { width: '100%' } }}
          onChange={(e) => setQuery({ ...query, navName: e.target.value })}
        />
      </Form.Item>
      {select('navType', 'navTypes', NAV_TYPES)}
      {select('status', 'statusOptions', ['0', '1'])}
    </SearchForm>
  );
}
