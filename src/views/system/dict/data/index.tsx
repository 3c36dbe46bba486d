/**
 * Dictionary data of one type (`/system/dict-data/index/{dictId}`, gated by
 * system:dict:list; `/system/dict/data`): pick the type, search by label and
 * status, paged table with each label shown in its style, add / edit / delete,
 * export. Every change makes the SPA reload that type's options.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  delData,
  DICT_DATA_EXPORT_URL,
  getData,
  listData,
} from '@/api/system/dict/data';
import { optionselect } from '@/api/system/dict/type';
import {
  confirmAndRun,
  exportList,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useAnyPermitted,
  useDialog,
  useRowSelection,
} from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTab } from '@/hooks/use-tab';
import { useTableQuery } from '@/hooks/use-table-query';
import { DICT_TYPES_PATH } from '@/router/paths';
import { useDictStore } from '@/stores/dict';
import type { SysDictType } from '@/types/dict';
import type { DictDataQuery, SysDictData } from '@/types/system';
import { DataDialog } from './data-dialog';

export default function DictDataPage() {
  const { t } = useTranslation(['system-dict', 'crud']);
  const { dictId } = useParams();
  const tab = useTab();
  const dict = useDict('sys_normal_disable', 'sys_yes_no');
  const [types, setTypes] = useState<SysDictType[]>([]);
  const [defaultType, setDefaultType] = useState<string>();
  const table = useTableQuery<DictDataQuery, SysDictData>({
    fetch: listData,
    initialQuery: {
      dictType: undefined,
      dictLabel: undefined,
      status: undefined,
    },
    immediate: false,
  });
  const { search } = table;
  const selection = useRowSelection<SysDictData>();
  const dialog = useDialog<SysDictData>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const dictType = table.query.dictType ?? defaultType ?? '';

  // The page's type, found in the picker's list (which needs no permission
  // beyond the page's own), then its data. Once per type id: a kept tab shown
  // again keeps whatever type the user picked meanwhile.
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (!dictId || opened.current === dictId) return;
    let live = true;
    optionselect()
      .then((res) => {
        if (!live) return;
        opened.current = dictId;
        const all = res.data ?? [];
        setTypes(all);
        const own = all.find((type) => String(type.dictId) === dictId);
        if (!own) return;
        setDefaultType(own.dictType);
        void search({ dictType: own.dictType });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dictId, search]);

  const changed = useCallback(
    (...changedTypes: string[]) => {
      const store = useDictStore.getState();
      for (const type of changedTypes) store.removeDict(type);
      selection.clear();
      return table.load();
    },
    [selection, table],
  );

  const openEdit = async (dictCode?: number) => {
    if (dictCode === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getData(dictCode)).data);
    } catch {
      // shown by the request layer
    } finally {
      setLoadingEdit(false);
    }
  };

  const remove = (rows: SysDictData[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('dataEntityIds'),
        ids: rows.map((r) => r.dictCode).join(','),
      }),
      run: () => delData(rows.map((r) => r.dictCode!)),
      after: () => changed(...new Set(rows.map((r) => r.dictType))),
    });

  const rowActionsShown = useAnyPermitted([
    'system:dict:edit',
    'system:dict:remove',
  ]);

  const columns: TableColumnsType<SysDictData> = [
    {
      title: f('dictCode'),
      dataIndex: 'dictCode',
      align: 'center',
      width: 110,
      sorter: true,
    },
    {
      title: f('dictLabel'),
      dataIndex: 'dictLabel',
      align: 'center',
      render: (label: string, row) => (
        <DictTag
          options={[{ label, value: row.dictValue, raw: row }]}
          value={row.dictValue}
        />
      ),
    },
    {
      title: f('dictValue'),
      dataIndex: 'dictValue',
      align: 'center',
      sorter: true,
    },
    {
      title: f('dictSort'),
      dataIndex: 'dictSort',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('isDefault'),
      dataIndex: 'isDefault',
      align: 'center',
      width: 100,
      render: (v: string) => <DictTag options={dict.sys_yes_no} value={v} />,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 90,
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    { title: f('remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 170,
      render: (_, row) => (
        <RowActions
          name={row.dictLabel}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:dict:edit',
              onClick: () => void openEdit(row.dictCode),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:dict:remove',
              onClick: () => void remove([row]),
            },
          ]}
        />
      ),
    });
  }

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() =>
          void table.search({
            dictType: defaultType,
            dictLabel: undefined,
            status: undefined,
          })
        }
      >
        <Form.Item label={f('dictType')}>
          <Select
            aria-label={f('dictType')}
            value={table.query.dictType}
            showSearch
            optionFilterProp="label"
            options={types.map((type) => ({
              label: type.dictName,
              value: type.dictType,
            }))}
            onChange={(value: string) => table.setQuery({ dictType: value })}
          />
        </Form.Item>
        <Form.Item label={f('dictLabel')}>
          <Input
            allowClear
            value={table.query.dictLabel}
            placeholder={t('crud:enter', { field: f('dictLabel') })}
            onChange={(e) => table.setQuery({ dictLabel: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={dict.sys_normal_disable.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:dict:add',
            color: 'primary',
            disabled: !dictType,
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:dict:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selection.rows[0]?.dictCode),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:dict:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'system:dict:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                DICT_DATA_EXPORT_URL,
                table.query,
                t('dataExportName'),
              ),
          },
          {
            key: 'close',
            label: t('close'),
            icon: <CloseOutlined />,
            color: 'warning',
            onClick: () => tab.closeOpenPage(DICT_TYPES_PATH),
          },
        ]}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={() => void table.load()}
          />
        }
      />

      <Table<SysDictData>
        rowKey="dictCode"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <DataDialog
        open={dialog.open}
        record={dialog.record}
        dictType={dictType}
        statusOptions={dict.sys_normal_disable}
        defaultOptions={dict.sys_yes_no}
        onClose={dialog.close}
        onSaved={() => {
          const before = dialog.record?.dictType;
          dialog.close();
          void changed(...[dictType, before].filter((x): x is string => !!x));
        }}
      />
    </div>
  );
}
