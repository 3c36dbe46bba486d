import { act, render, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingStatus, statusRegion } from '@/app/loading-status';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  statusRegion().remove();
});

const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];
const rows = [{ id: 1, name: 'admin' }];

function Lists({ loading }: { loading: [boolean, boolean] }) {
  return (
    <>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading[0]}
      />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading[1]}
      />
    </>
  );
}

/** Every text the status region held, in order. */
function record(region: HTMLElement) {
  const said: string[] = [];
  const observer = new MutationObserver(() =>
    said.push(region.textContent ?? ''),
  );
  observer.observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return said;
}

describe('the loading status', () => {
  it('says "Loading" once for two tables loading together, and no table is a live region', async () => {
    stop = loadingStatus();
    const region = statusRegion();
    expect(region).toHaveAttribute('role', 'status');
    const said = record(region);
    const { container, rerender } = render(<Lists loading={[true, false]} />);
    rerender(<Lists loading={[true, true]} />);
    await waitFor(() => expect(region).toHaveTextContent('Loading'));

    const spins = container.querySelectorAll('.ant-spin');
    expect(spins).toHaveLength(2);
    for (const spin of spins) {
      // still marked busy, but its rows are not read out as they arrive
      expect(spin).toHaveAttribute('aria-live', 'off');
      expect(spin).toHaveAttribute('aria-busy', 'true');
    }

    rerender(<Lists loading={[false, true]} />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region).toHaveTextContent('Loading');
    rerender(<Lists loading={[false, false]} />);
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    expect(said.filter((s) => s === 'Loading')).toHaveLength(1);
  });

  it('says nothing for a load quicker than a moment', async () => {
    stop = loadingStatus();
    const region = statusRegion();
    const said = record(region);
    const { rerender } = render(<Lists loading={[true, false]} />);
    rerender(<Lists loading={[false, false]} />);
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(said).toEqual([]);
  });
});
