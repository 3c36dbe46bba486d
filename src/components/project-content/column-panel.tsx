/** The column filter beside a content list (RuoYi's department tree panel). */
import type { ReactNode } from 'react';
import { TreePanel } from '@/components/tree-panel';
import type { TreeSelect } from '@/types/tree';

export interface ColumnLayoutProps {
  tree: readonly TreeSelect[];
  selected?: number;
  onSelect: (navId: number | undefined) => void;
  /** Accessible name of the tree. */
  label: string;
  searchLabel: string;
  hint: string;
  children: ReactNode;
}

/** Column tree on the left, the list on the right (stacked on phones). */
export function ColumnLayout({
  tree,
  selected,
  onSelect,
  label,
  searchLabel,
  hint,
  children,
}: ColumnLayoutProps) {
  return (
    <div className="content-page">
      <aside className="content-page__columns">
        <TreePanel
          data={tree}
          selected={selected}
          onSelect={onSelect}
          label={label}
          searchLabel={searchLabel}
        />
        <p className="content-page__hint">{hint}</p>
      </aside>
      <div className="content-page__main">{children}</div>
    </div>
  );
}
