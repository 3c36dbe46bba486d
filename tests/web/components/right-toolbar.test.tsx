import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RightToolbar, type ToolbarColumn } from '@/components/right-toolbar';

const initialColumns: ToolbarColumn[] = [
  { key: 'userName', label: 'Account', visible: true },
  { key: 'nickName', label: 'Nickname', visible: true },
  { key: 'phone', label: 'Phone', visible: false },
];

function Harness({
  onRefresh,
  onColumns,
}: {
  onRefresh: () => void;
  onColumns: (columns: ToolbarColumn[]) => void;
}) {
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(initialColumns);
  return (
    <>
      {showSearch && <form aria-label="Search form" />}
      <RightToolbar
        showSearch={showSearch}
        onToggleSearch={setShowSearch}
        onRefresh={onRefresh}
        columns={columns}
        onColumnsChange={(next) => {
          setColumns(next);
          onColumns(next);
        }}
      />
    </>
  );
}

describe('<RightToolbar>', () => {
  it('toggles the search form and refreshes', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} onColumns={vi.fn()} />);

    expect(
      screen.getByRole('form', { name: 'Search form' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(screen.queryByRole('form', { name: 'Search form' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show search' }));
    expect(
      screen.getByRole('form', { name: 'Search form' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a checkbox per column and reports visibility changes', async () => {
    const user = userEvent.setup();
    const onColumns = vi.fn();
    render(<Harness onRefresh={vi.fn()} onColumns={onColumns} />);

    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    const account = await screen.findByRole('checkbox', { name: 'Account' });
    expect(account).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();

    await user.click(account);
    expect(onColumns).toHaveBeenLastCalledWith([
      { key: 'userName', label: 'Account', visible: false },
      initialColumns[1],
      initialColumns[2],
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Account' }),
      ).not.toBeChecked(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(onColumns).toHaveBeenLastCalledWith([
      { key: 'userName', label: 'Account', visible: false },
      initialColumns[1],
      { key: 'phone', label: 'Phone', visible: true },
    ]);
  });

  it('leaves out the search toggle and the column button when not wanted', () => {
    render(<RightToolbar search={false} onRefresh={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /search/i })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Show/hide columns' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
