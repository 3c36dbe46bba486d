/**
 * The search form above a list: inline fields, then Search and Reset.
 * Enter in a field searches. Fields are plain `<Form.Item label>` wrappers
 * around inputs bound to `table.query` (no Form store), e.g.
 *
 *   <SearchForm show={table.showSearch} onSearch={() => table.search()} onReset={table.reset}>
 *     <Form.Item label={t('fields.postName')}>
 *       <Input value={table.query.postName} onChange={(e) => table.setQuery({ postName: e.target.value })} />
 *     </Form.Item>
 *   </SearchForm>
 */
import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './crud.css';

export interface SearchFormProps {
  /** Hidden when false (RightToolbar's search toggle). */
  show?: boolean;
  onSearch: () => void;
  onReset: () => void;
  /** Accessible name of the form (default "Search"). */
  label?: string;
  children: ReactNode;
}

export function SearchForm({
  show = true,
  onSearch,
  onReset,
  label,
  children,
}: SearchFormProps) {
  const { t } = useTranslation('crud');
  if (!show) return null;
  return (
    <Form
      layout="inline"
      className="crud-search"
      role="search"
      aria-label={label ?? t('search')}
      onFinish={onSearch}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onReset}>
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
