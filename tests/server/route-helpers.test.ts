import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SqlWhere } from '../../server/src/repositories/lib/sql-where.js';
import {
  DEPT_TREE,
  descendantOf,
  inSubtree,
  NAV_TREE,
} from '../../server/src/repositories/lib/tree.js';
import { ok, toAjax } from '../../server/src/routes/lib/answers.js';
import {
  COMMON_STATUS_LABELS,
  labelsOf,
  STATUS_LABELS,
} from '../../server/src/routes/lib/labels.js';

describe('the department-and-below condition', () => {
  it('matches the root by id and the rows below it by their ancestors list', () => {
    const where = new SqlWhere().eq('u.status', '0');
    const cond = inSubtree(where, 'u.dept_id', DEPT_TREE, 101);
    expect(where.params).toEqual(['0', 101, '101']);
    expect(cond.replace(/\s+/g, ' ')).toBe(
      "u.dept_id IN (SELECT dept_id FROM sys_dept WHERE dept_id = $2 OR $3 = ANY(string_to_array(ancestors, ',')))",
    );
  });

  it('serves the navigation tree alike', () => {
    const where = new SqlWhere();
    const cond = inSubtree(where, 'r.nav_id', NAV_TREE, 7);
    expect(where.params).toEqual([7, '7']);
    expect(cond).toContain('SELECT nav_id FROM project_navigation');
    expect(cond).toContain('nav_id = $1 OR $2 = ANY(');
  });

  it('names a descendant by its ancestors list', () => {
    expect(descendantOf('$4')).toBe(
      "$4 = ANY(string_to_array(ancestors, ','))",
    );
  });
});

describe('the shared answers', () => {
  const req = { t: (key: string) => `<${key}>` } as unknown as FastifyRequest;

  it('answers success in the reader’s language', () => {
    expect(ok(req)).toEqual({ code: 200, msg: '<common.success>' });
  });

  it('answers a write by the rows it touched', () => {
    expect(toAjax(req, 2)).toEqual({ code: 200, msg: '<common.success>' });
    expect(toAjax(req, 0)).toEqual({ code: 500, msg: '<common.error>' });
  });
});

describe('the shared labels', () => {
  it('label each value under a prefix', () => {
    expect(labelsOf('dict.sys_job_group', ['DEFAULT', 'SYSTEM'])).toEqual({
      DEFAULT: 'dict.sys_job_group.DEFAULT',
      SYSTEM: 'dict.sys_job_group.SYSTEM',
    });
    expect(STATUS_LABELS).toEqual({
      '0': 'label.normal',
      '1': 'label.disabled',
    });
    expect(COMMON_STATUS_LABELS).toEqual({
      '0': 'dict.sys_common_status.0',
      '1': 'dict.sys_common_status.1',
    });
  });
});
