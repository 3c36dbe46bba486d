import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from './search-items';

/**
 * The open menu search's combobox: antd's Select, with the results the
 * header search found. Its own chunk, downloaded when the search first opens.
 */
export default function SearchBox({
  query,
  results,
  onQuery,
  onChoose,
  onClose,
}: {
  query: string;
  results: SearchItem[];
  onQuery: (query: string) => void;
  onChoose: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Select
      className="header-search__select"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      autoFocus
      value={null}
      showSearch={{
        filterOption: false,
        searchValue: query,
        onSearch: onQuery,
      }}
      options={results.map((r) => ({
        value: r.path,
        label: r.title.join(' > '),
      }))}
      notFoundContent={query.trim() ? t('search.empty') : null}
      onChange={onChoose}
      onBlur={onClose}
      suffixIcon={null}
    />
  );
}
