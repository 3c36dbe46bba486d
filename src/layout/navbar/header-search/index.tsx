import { useEffect, useMemo, useState } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Select } from 'antd';
import type Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissionStore } from '@/stores/permission';
import {
  buildSearchItems,
  createSearcher,
  type SearchItem,
} from './search-items';

/**
 * Menu search (spec §2): a search icon that opens a combobox; typing
 * searches the menu titles and paths (fuse.js), choosing a result opens the
 * page, or an external link in a new tab.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation('layout');
  const navigate = useNavigate();
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [fuse, setFuse] = useState<Fuse<SearchItem> | null>(null);
  const items = useMemo(
    () => buildSearchItems(menus),
    // Titles follow the UI language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menus, i18n.language],
  );

  useEffect(() => {
    if (!open) return;
    let live = true;
    void createSearcher(items).then((searcher) => {
      if (live) setFuse(searcher);
    });
    return () => {
      live = false;
    };
  }, [open, items]);

  const results = useMemo(
    () => (fuse && query.trim() ? fuse.search(query).map((r) => r.item) : []),
    [fuse, query],
  );

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (path: string) => {
    const item = items.find((r) => r.path === path);
    close();
    if (!item) return;
    if (item.link) {
      window.open(item.link, '_blank', 'noopener,noreferrer');
    } else {
      navigate(item.path + (item.search ?? ''));
    }
  };

  return (
    <div className={`header-search${open ? ' header-search--open' : ''}`}>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={t('search.open')}
        title={t('search.open')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchOutlined aria-hidden />
      </button>
      {open && (
        <Select
          className="header-search__select"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoFocus
          value={null}
          showSearch={{
            filterOption: false,
            searchValue: query,
            onSearch: setQuery,
          }}
          options={results.map((r) => ({
            value: r.path,
            label: r.title.join(' > '),
          }))}
          notFoundContent={query.trim() ? t('search.empty') : null}
          onChange={choose}
          onBlur={close}
          suffixIcon={null}
        />
      )}
    </div>
  );
}
