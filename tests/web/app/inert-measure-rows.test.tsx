import { render, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { inertMeasureRows } from '@/app/inert-measure-rows';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('antd tables’ measuring rows', () => {
  it('are inert, so the copy of the select-all checkbox in them takes no focus', async () => {
    stop = inertMeasureRows();
    const { container } = render(
      <Table
        rowKey="id"
        rowSelection={{}}
        scroll={{ x: 800 }}
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        dataSource={[{ id: 1, name: 'admin' }]}
      />,
    );
    const row = await waitFor(() => {
      const found = container.querySelector('.ant-table-measure-row');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(row.querySelector('input[type="checkbox"]')).not.toBeNull();
    await waitFor(() => expect(row).toHaveAttribute('inert'));
  });
});
