import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionCheck, usePermission } from '@/hooks/use-permission';
import { useUserStore } from '@/stores/user';

describe('usePermission', () => {
  it('checks against the signed-in user and follows changes', () => {
    useUserStore.setState({
      roles: ['common'],
      permissions: ['system:user:list'],
    });
    const { result } = renderHook(() => usePermission());
    expect(result.current.hasPermi('system:user:list')).toBe(true);
    expect(result.current.hasPermi('system:user:add')).toBe(false);
    expect(
      result.current.hasPermiAnd(['system:user:list', 'system:user:add']),
    ).toBe(false);
    expect(result.current.hasRole('common')).toBe(true);
    expect(result.current.hasRole('admin')).toBe(false);

    act(() =>
      useUserStore.setState({ roles: ['admin'], permissions: ['*:*:*'] }),
    );
    expect(result.current.hasPermi('system:user:add')).toBe(true);
    expect(result.current.hasRoleAnd(['x', 'y'])).toBe(true);
    expect(result.current.hasPermiOr([])).toBe(false);
  });

  it('permissionCheck works outside React', () => {
    useUserStore.setState({ roles: ['common'], permissions: ['a:b:c'] });
    expect(permissionCheck.hasPermi('a:b:c')).toBe(true);
    expect(permissionCheck.hasRoleOr(['admin'])).toBe(false);
  });
});
