import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Auth } from '@/components/auth';
import { useUserStore } from '@/stores/user';

function signIn(roles: string[], permissions: string[]) {
  act(() => useUserStore.setState({ roles, permissions }));
}

describe('<Auth>', () => {
  it('renders children only with one of the permissions', () => {
    signIn(['common'], ['system:user:edit']);
    render(
      <>
        <Auth perm={['system:user:add', 'system:user:edit']}>
          <button>Edit</button>
        </Auth>
        <Auth perm={['system:user:remove']} fallback={<span>No access</span>}>
          <button>Delete</button>
        </Auth>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('No access')).toBeInTheDocument();
  });

  it('the wildcard permission and the admin role grant everything', () => {
    signIn(['admin'], ['*:*:*']);
    render(
      <>
        <Auth perm={['system:user:remove']}>
          <button>Delete</button>
        </Auth>
        <Auth role={['editor']}>
          <button>Publish</button>
        </Auth>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('role checks, and both lists must pass when both are given', () => {
    signIn(['common'], ['a:b:c']);
    render(
      <>
        <Auth role={['common']}>
          <span>role ok</span>
        </Auth>
        <Auth role={['common']} perm={['x:y:z']}>
          <span>both</span>
        </Auth>
      </>,
    );
    expect(screen.getByText('role ok')).toBeInTheDocument();
    expect(screen.queryByText('both')).toBeNull();
  });

  it('follows permission changes on re-render', () => {
    signIn(['common'], []);
    render(
      <Auth perm={['system:user:add']}>
        <button>Add</button>
      </Auth>,
    );
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    signIn(['common'], ['system:user:add']);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('throws on an empty list or no list, like the directive', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(['admin'], ['*:*:*']);
    expect(() => render(<Auth perm={[]}>x</Auth>)).toThrow(/permission list/);
    expect(() => render(<Auth role={[]}>x</Auth>)).toThrow(/role list/);
    expect(() => render(<Auth>x</Auth>)).toThrow(/perm/);
  });
});
