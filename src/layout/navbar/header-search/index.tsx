import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissionStore } from '@/stores/permission';
import {
  buildSearchItems,
  createSearcher,
  type SearchItem,
} from './search-items';

// antd's Select downloads when the search first opens (the admin home's
// budget: npm run bench).
const SearchBox = lazy(() => import('./search-box'));

/**
 * Menu search: a search icon that opens a combobox; typing searches the menu
 * titles and paths (fuse.js), choosing a result opens the page, or an external
 * link in a new tab.
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
        <Suspense fallback={null}>
          <SearchBox
            query={query}
            results={results}
            onQuery={setQuery}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
