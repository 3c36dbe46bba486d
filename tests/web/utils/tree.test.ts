import { describe, expect, it } from 'vitest';
import { handleTree } from '@/utils/tree';

describe('handleTree', () => {
  it('builds a tree by id/parentId; orphans become roots', () => {
    const flat = [
      { id: 1, parentId: 0, name: 'root' },
      { id: 2, parentId: 1, name: 'a' },
      { id: 3, parentId: 1, name: 'b' },
      { id: 4, parentId: 2, name: 'a1' },
      { id: 5, parentId: 99, name: 'orphan' },
    ];
    const tree = handleTree(flat) as unknown as Array<Record<string, unknown>>;
    expect(tree.map((n) => n.name)).toEqual(['root', 'orphan']);
    const root = tree[0] as { children: Array<Record<string, unknown>> };
    expect(root.children.map((n) => n.name)).toEqual(['a', 'b']);
    expect((root.children[0] as { children: unknown[] }).children).toHaveLength(
      1,
    );
    expect(root.children[1]).not.toHaveProperty('children');
    expect(flat[0]).not.toHaveProperty('children');
  });

  it('accepts custom field names', () => {
    const tree = handleTree(
      [
        { deptId: 100, pid: 0 },
        { deptId: 101, pid: 100 },
      ],
      'deptId',
      'pid',
      'kids',
    ) as unknown as Array<{ deptId: number; kids?: Array<{ deptId: number }> }>;
    expect(tree).toHaveLength(1);
    expect(tree[0].kids?.[0].deptId).toBe(101);
  });
});
