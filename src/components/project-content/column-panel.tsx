/** The column filter beside a content list (RuoYi's department tree panel). */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { TreePanel } from '@/components/tree-panel';
import type { TreeSelect } from '@/types/tree';

export interface ColumnLayoutProps {
  tree: readonly TreeSelect[];
  selected?: number;
  onSelect: (navId: number | undefined) => void;
  /** The screen's texts: `columns.tree` (the tree's name), `columns.search`, `columns.hint`. */
  t: TFunction;
  children: ReactNode;
}

/** Column tree on the left, the list on the right (stacked on phones). */
export function ColumnLayout({
  tree,
  selected,
  onSelect,
  t,
  children,
}: ColumnLayoutProps) {
  return (
    <div className="content-page">
      <aside className="content-page__columns">
        <TreePanel
          data={tree}
          selected={selected}
          onSelect={onSelect}
          label={t('columns.tree')}
          searchLabel={t('columns.search')}
        />
        <p className="content-page__hint">{t('columns.hint')}</p>
      </aside>
      <div className="content-page__main">{children}</div>
    </div>
  );
}
