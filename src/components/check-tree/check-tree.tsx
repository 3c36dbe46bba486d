/**
 * A checkbox tree with RuoYi's three switches above it: expand / collapse
 * every node, select all / none, and parent-child linkage (off = each node
 * checked on its own, the role's `*CheckStrictly` false).
 *
 *   <CheckTree data={menus} checked={ids} onChange={setIds} linked={linked} onLinkedChange={setLinked} label="Menu permissions" />
 *
 * `checked` holds the keys antd shows checked; `savedKeys()` adds the
 * half-checked ancestors a linked tree implies (what the server stores).
 */
import { useMemo, useState } from 'react';
import { Checkbox, Flex, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TreeSelect } from '@/types/tree';
import './check-tree.css';

export interface CheckTreeProps {
  data: readonly TreeSelect[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  /** Accessible name of the tree. */
  label: string;
  disabled?: boolean;
}

function toNodes(nodes: readonly TreeSelect[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.label,
    children: n.children ? toNodes(n.children) : undefined,
  }));
}

/** Every key of the tree, parents first. */
export function treeKeys(nodes: readonly TreeSelect[]): number[] {
  return nodes.flatMap((n) => [n.id, ...treeKeys(n.children ?? [])]);
}

/**
 * The keys to save: the checked ones plus, when linked, every ancestor of a
 * checked node (antd's half-checked parents), in tree order.
 */
export function savedKeys(
  nodes: readonly TreeSelect[],
  checked: readonly number[],
  linked: boolean,
): number[] {
  const set = new Set(checked);
  if (!linked) return treeKeys(nodes).filter((k) => set.has(k));
  const out: number[] = [];
  const walk = (list: readonly TreeSelect[]): boolean => {
    let any = false;
    for (const n of list) {
      const below = walk(n.children ?? []);
      if (set.has(n.id) || below) {
        out.push(n.id);
        any = true;
      }
    }
    return any;
  };
  walk(nodes);
  const order = new Map(treeKeys(nodes).map((k, i) => [k, i]));
  return out.sort((a, b) => order.get(a)! - order.get(b)!);
}

export function CheckTree({
  data,
  checked,
  onChange,
  linked,
  onLinkedChange,
  label,
  disabled,
}: CheckTreeProps) {
  const { t } = useTranslation('components');
  const treeData = useMemo(() => toNodes(data), [data]);
  const keys = useMemo(() => treeKeys(data), [data]);
  // Expansion belongs to one tree: new data (a dialog opened again) starts collapsed.
  const [expanded, setExpandedFor] = useState<{
    data: readonly TreeSelect[];
    keys: number[];
  }>({ data, keys: [] });
  const expandedKeys = expanded.data === data ? expanded.keys : [];
  const setExpanded = (next: number[]) => setExpandedFor({ data, keys: next });
  const allExpanded = keys.length > 0 && expandedKeys.length === keys.length;
  const allChecked = keys.length > 0 && keys.every((k) => checked.includes(k));

  return (
    <div className="check-tree">
      <Flex gap={16} wrap className="check-tree-switches">
        <Checkbox
          checked={allExpanded}
          onChange={(e) => setExpanded(e.target.checked ? keys : [])}
        >
          {t('checkTree.expand')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked ? keys : [])}
        >
          {t('checkTree.all')}
        </Checkbox>
        <Checkbox
          checked={linked}
          disabled={disabled}
          onChange={(e) => onLinkedChange(e.target.checked)}
        >
          {t('checkTree.linkage')}
        </Checkbox>
      </Flex>
      <Tree
        aria-label={label}
        className="check-tree-box"
        checkable
        selectable={false}
        disabled={disabled}
        checkStrictly={!linked}
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={(next) => setExpanded(next.map(Number))}
        checkedKeys={[...checked]}
        onCheck={(next) => {
          const list = Array.isArray(next) ? next : next.checked;
          onChange(list.map(Number));
        }}
      />
    </div>
  );
}
