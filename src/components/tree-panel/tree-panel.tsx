/**
 * A searchable tree to pick one node, e.g. the department filter beside the
 * user list (RuoYi's dept tree): every node expanded, the search box keeps
 * matching nodes and their ancestors, clicking a node selects it and
 * clicking it again clears the selection.
 */
import { useMemo, useState } from 'react';
import { Empty, Input, Tree, type TreeDataNode } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { TreeSelect } from '@/types/tree';
import './tree-panel.css';

export interface TreePanelProps {
  data: readonly TreeSelect[];
  /** The selected node's id (controlled); undefined = none. */
  selected?: number;
  onSelect: (id: number | undefined) => void;
  /** Placeholder and accessible name of the search box. */
  searchLabel: string;
  /** Accessible name of the tree. */
  label: string;
}

/** Nodes whose label contains `text`, with their ancestors. */
export function filterTree(
  nodes: readonly TreeSelect[],
  text: string,
): TreeSelect[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...nodes];
  const out: TreeSelect[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children ?? [], q);
    if (n.label.toLowerCase().includes(q) || children.length > 0) {
      out.push({ ...n, children: children.length ? children : undefined });
    }
  }
  return out;
}

function toNodes(nodes: readonly TreeSelect[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.label,
    children: n.children ? toNodes(n.children) : undefined,
  }));
}

function allKeys(nodes: readonly TreeSelect[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);
}

export function TreePanel({
  data,
  selected,
  onSelect,
  searchLabel,
  label,
}: TreePanelProps) {
  const [text, setText] = useState('');
  const shown = useMemo(() => filterTree(data, text), [data, text]);
  const treeData = useMemo(() => toNodes(shown), [shown]);
  const expanded = useMemo(() => allKeys(shown), [shown]);

  return (
    <div className="tree-panel">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={searchLabel}
        aria-label={searchLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          aria-label={label}
          blockNode
          treeData={treeData}
          expandedKeys={expanded}
          selectedKeys={selected === undefined ? [] : [selected]}
          switcherIcon={null}
          onSelect={(_keys, info) => {
            const id = Number(info.node.key);
            onSelect(id === selected ? undefined : id);
          }}
        />
      )}
    </div>
  );
}
