/** Import tables: the database's tables not yet imported, searchable and paged. */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Space, Table } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { importTable, listDbTable } from '@/api/tool/gen';
import type { ImportDialogProps } from '@/components/list-screen';
import { Pagination } from '@/components/pagination';
import { useTableQuery } from '@/hooks/use-table-query';
import { feedback } from '@/lib/feedback';
import type { DbTable, GenQuery } from '@/types/tool-gen';
import { useSend } from './use-send';

export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const table = useTableQuery<GenQuery, DbTable>({
    fetch: listDbTable,
    initialQuery: { tableName: undefined, tableComment: undefined },
    immediate: false,
  });
  const { reset } = table;
  const [selected, setSelected] = useState<string[]>([]);
  const { saving, send } = useSend();
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    void reset();
  }, [open, reset]);

  const submit = () => {
    if (selected.length === 0) {
      feedback.error(t('import.none'));
      return;
    }
    void send(() => importTable(selected), t('import.done'), onImported);
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={800}
      style={{ top: 40 }}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={f('tableName')}>
          <Input
            allowClear
            value={table.query.tableName}
            placeholder={t('crud:enter', { field: f('tableName') })}
            onChange={(e) => table.setQuery({ tableName: e.target.value })}
            onPressEnter={() => void table.search()}
          />
        </Form.Item>
        <Form.Item label={f('tableComment')}>
          <Input
            allowClear
            value={table.query.tableComment}
            placeholder={t('crud:enter', { field: f('tableComment') })}
            onChange={(e) => table.setQuery({ tableComment: e.target.value })}
            onPressEnter={() => void table.search()}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => void table.search()}
            >
              {t('crud:search')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void table.reset()}
            >
              {t('crud:reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<DbTable>
        rowKey="tableName"
        size="small"
        loading={table.loading}
        dataSource={table.rows}
        pagination={false}
        scroll={{ y: 300 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        onRow={(row) => ({
          onClick: () =>
            setSelected((s) =>
              s.includes(row.tableName)
                ? s.filter((n) => n !== row.tableName)
                : [...s, row.tableName],
            ),
        })}
        columns={[
          { title: f('tableName'), dataIndex: 'tableName', ellipsis: true },
          {
            title: f('tableComment'),
            dataIndex: 'tableComment',
            ellipsis: true,
          },
        ]}
      />
      <Pagination {...table.pagination} />
    </Modal>
  );
}
