/** The navigation search: name, type, status and publishing state. */
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { SearchForm } from '@/components/crud';
import { fieldWidth } from '@/components/list-screen';
import { textOptions } from '@/components/project-content';
import { stateOptions } from '@/components/publishing-actions';
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
    key: 'navType' | 'status' | 'publishState',
    label: string,
    options: { value: string; label: string }[],
  ) => {
    const placeholder = t('crud:select', { field: label });
    return (
      <Form.Item label={label}>
        <Select
          allowClear
          aria-label={label}
          value={query[key]}
          placeholder={placeholder}
          style={{ width: fieldWidth(placeholder, 'select') }}
          options={options}
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
      {select('navType', f('navType'), textOptions(t, 'navTypes', NAV_TYPES))}
      {select(
        'status',
        f('status'),
        textOptions(t, 'statusOptions', ['0', '1']),
      )}
      {select('publishState', t('publishing-actions:column'), stateOptions(t))}
    </SearchForm>
  );
}
