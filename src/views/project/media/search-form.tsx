/**
 * Search the library: name, type, tag, size (in MB, sent in bytes) and the
 * upload date.
 */
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '@/components/crud';
import { DateRange } from '@/components/date-range';
import type { TableQuery } from '@/hooks/use-table-query';
import type { DictOption } from '@/types/system';
import type { MediaQuery, MediaRow, MediaTagCount } from '@/types/media';

const MB = 1024 * 1024;

export interface MediaSearchProps {
  table: TableQuery<MediaQuery, MediaRow>;
  types: readonly DictOption[];
  tags: readonly MediaTagCount[];
  onReset: () => void;
}

const toMb = (bytes?: number) =>
  bytes === undefined ? null : Math.round((bytes / MB) * 100) / 100;
const toBytes = (mb: number | null) =>
  mb === null || mb === undefined ? undefined : Math.round(mb * MB);

export function MediaSearch({ table, types, tags, onReset }: MediaSearchProps) {
  const { t } = useTranslation('project-media');
  const { query, setQuery } = table;
  return (
    <SearchForm
      show={table.showSearch}
      onSearch={() => void table.search()}
      onReset={onReset}
    >
      <Form.Item label={t('fields.fileName')}>
        <Input
          allowClear
          aria-label={t('fields.fileName')}
          value={query.fileName}
          placeholder={t('crud:enter', { field: t('fields.fileName') })}
          onChange={(e) => setQuery({ fileName: e.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label={t('fields.mediaType')}>
        <Select
          allowClear
          aria-label={t('fields.mediaType')}
          value={query.mediaType}
          placeholder={t('crud:select', { field: t('fields.mediaType') })}
          options={types.map((o) => ({ label: o.label, value: o.value }))}
          onChange={(mediaType?: string) => setQuery({ mediaType })}
        />
      </Form.Item>
      <Form.Item label={t('fields.tags')}>
        <Select
          allowClear
          showSearch
          aria-label={t('fields.tags')}
          value={query.tag}
          placeholder={t('crud:select', { field: t('fields.tags') })}
          options={tags.map((o) => ({
            label: `${o.tag} (${o.count})`,
            value: o.tag,
          }))}
          onChange={(tag?: string) => setQuery({ tag })}
        />
      </Form.Item>
      <Form.Item label={t('search.size')}>
        <Space.Compact className="media-search__size">
          <InputNumber
            min={0}
            step={0.5}
            aria-label={t('search.minSize')}
            placeholder={t('search.minSize')}
            value={toMb(query.minSize)}
            onChange={(v) => setQuery({ minSize: toBytes(v) })}
          />
          <InputNumber
            min={0}
            step={0.5}
            aria-label={t('search.maxSize')}
            placeholder={t('search.maxSize')}
            value={toMb(query.maxSize)}
            onChange={(v) => setQuery({ maxSize: toBytes(v) })}
            suffix="MB"
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('search.uploaded')}>
        <DateRange
          value={table.dateRange}
          onChange={table.setDateRange}
          placeholder={[t('search.from'), t('search.to')]}
        />
      </Form.Item>
    </SearchForm>
  );
}
