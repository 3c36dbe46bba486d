import { describe, expect, it } from 'vitest';
import {
  assertPermi,
  assertRole,
  checkPermi,
  checkRole,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
} from '@/utils/permission';

const editor = ['system:user:list', 'system:user:edit'];
const superPerms = ['*:*:*'];

describe('permission checks', () => {
  it('hasPermi: one permission, wildcard grants all', () => {
    expect(hasPermi(editor, 'system:user:edit')).toBe(true);
    expect(hasPermi(editor, 'system:user:remove')).toBe(false);
    expect(hasPermi(superPerms, 'anything:at:all')).toBe(true);
  });

  it('hasPermiOr / checkPermi: any one of a list', () => {
    expect(hasPermiOr(editor, ['x:y:z', 'system:user:list'])).toBe(true);
    expect(hasPermiOr(editor, ['x:y:z'])).toBe(false);
    expect(checkPermi(superPerms, ['x:y:z'])).toBe(true);
  });

  it('hasPermiAnd: all of a list', () => {
    expect(hasPermiAnd(editor, editor)).toBe(true);
    expect(hasPermiAnd(editor, [...editor, 'x:y:z'])).toBe(false);
    expect(hasPermiAnd(superPerms, ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('an empty or missing argument always denies, even for the wildcard', () => {
    expect(hasPermi(superPerms, '')).toBe(false);
    expect(hasPermi(superPerms, undefined)).toBe(false);
    expect(hasPermiOr(superPerms, [])).toBe(false);
    expect(hasPermiAnd(superPerms, [])).toBe(false);
    expect(hasPermiOr(superPerms, undefined)).toBe(false);
    expect(hasPermi([], 'a:b:c')).toBe(false);
    expect(hasPermi(undefined, 'a:b:c')).toBe(false);
  });

  it('roles: admin grants every role check; empty denies', () => {
    expect(hasRole(['common'], 'common')).toBe(true);
    expect(hasRole(['common'], 'admin')).toBe(false);
    expect(hasRole(['admin'], 'common')).toBe(true);
    expect(hasRoleOr(['common'], ['x', 'common'])).toBe(true);
    expect(hasRoleAnd(['common'], ['x', 'common'])).toBe(false);
    expect(hasRoleAnd(['admin'], ['x', 'common'])).toBe(true);
    expect(checkRole(['common'], ['common'])).toBe(true);
    expect(hasRole(['admin'], '')).toBe(false);
    expect(hasRoleOr(['admin'], [])).toBe(false);
    expect(hasRoleOr(['ROLE_DEFAULT'], ['common'])).toBe(false);
  });

  it('the directive rule throws when given no list', () => {
    expect(() => assertPermi(superPerms, [])).toThrow(/permission list/);
    expect(() => assertPermi(superPerms, undefined)).toThrow();
    expect(() => assertRole(['admin'], [])).toThrow(/role list/);
    expect(assertPermi(editor, ['system:user:edit'])).toBe(true);
    expect(assertPermi(editor, ['x:y:z'])).toBe(false);
  });
});
