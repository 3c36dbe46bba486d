/** Template: the list page (`src/views/<module>/<business>/index.tsx`). */
import type { GenColumn } from '../../../repositories/gen-model.js';
import {
  formColumns,
  listColumns,
  queryColumns,
  type GenContext,
} from '../context.js';
import { commentText, pascal, tsStr } from '../naming.js';
import {
  apiPath,
  dictHook,
  exportUrlConst,
  dictOf,
  dictOptions,
  Imports,
  label,
} from './web-shared.js';

function searchItem(c: GenColumn, im: Imports): string[] {
  const f = c.javaField;
  const placeholder = (kind: string) =>
    `placeholder={t('crud:${kind}', { field: ${label(c)} })}`;
  if (c.queryType === 'BETWEEN') {
    im.add('@/components/date-range', 'DateRange');
    return [
      `        <Form.Item label={${label(c)}}>`,
      `          <DateRange`,
      `            value={table.dateRange}`,
      `            onChange={table.setDateRange}`,
      `            placeholder={[${label(c)}, ${label(c)}]}`,
      `          />`,
      `        </Form.Item>`,
    ];
  }
  let control: string[];
  if (c.javaType === 'boolean') {
    im.add('antd', 'Select');
    control = [
      `          <Select`,
      `            allowClear`,
      `            aria-label={${label(c)}}`,
      `            value={table.query.${f}}`,
      `            ${placeholder('select')}`,
      `            options={[`,
      `              { label: t('yes'), value: true },`,
      `              { label: t('no'), value: false },`,
      `            ]}`,
      `            onChange={(${f}?: boolean) => table.setQuery({ ${f} })}`,
      `          />`,
    ];
  } else if (
    c.dictType &&
    ['select', 'radio', 'checkbox'].includes(c.htmlType)
  ) {
    im.add('antd', 'Select');
    control = [
      `          <Select`,
      `            allowClear`,
      `            aria-label={${label(c)}}`,
      `            value={table.query.${f}}`,
      `            ${placeholder('select')}`,
      `            options={${dictOptions(c)}}`,
      `            onChange={(${f}?: ${c.javaType}) => table.setQuery({ ${f} })}`,
      `          />`,
    ];
  } else if (c.javaType === 'number') {
    im.add('antd', 'InputNumber');
    control = [
      `          <InputNumber`,
      `            aria-label={${label(c)}}`,
      `            value={table.query.${f}}`,
      `            ${placeholder('enter')}`,
      `            onChange={(v) => table.setQuery({ ${f}: v ?? undefined })}`,
      `          />`,
    ];
  } else {
    im.add('antd', 'Input');
    control = [
      `          <Input`,
      `            allowClear`,
      `            aria-label={${label(c)}}`,
      `            value={table.query.${f}}`,
      `            ${placeholder('enter')}`,
      `            onChange={(e) => table.setQuery({ ${f}: e.target.value })}`,
      `          />`,
    ];
  }
  return [
    `        <Form.Item label={${label(c)}}>`,
    ...control,
    `        </Form.Item>`,
  ];
}

function tableColumn(c: GenColumn, ctx: GenContext, im: Imports): string[] {
  const lines = [
    `    {`,
    `      title: ${label(c)},`,
    `      dataIndex: ${tsStr(c.javaField)},`,
    `      align: 'center',`,
  ];
  if (c.dictType) {
    im.add('@/components/dict-tag', 'DictTag');
    lines.push(
      `      render: (v: ${ctx.entity}[${tsStr(c.javaField)}]) => (`,
      `        <DictTag options={${dictOf(c)}} value={v ?? undefined} />`,
      `      ),`,
    );
  } else if (c.javaType === 'boolean') {
    lines.push(
      `      render: (v: boolean | null) => (v == null ? '' : t(v ? 'yes' : 'no')),`,
    );
  }
  lines.push(`    },`);
  return lines;
}

export function webPage(ctx: GenContext): string {
  const { entity, perm, pk, tree } = ctx;
  const im = new Imports()
    .add('react', 'useState')
    .add('antd', 'Form', 'Table', 'type TableColumnsType')
    .add(
      '@ant-design/icons',
      'DeleteOutlined',
      'DownloadOutlined',
      'EditOutlined',
      'PlusOutlined',
    )
    .add('react-i18next', 'useTranslation')
    .add(
      apiPath(ctx),
      exportUrlConst(ctx),
      `del${entity}`,
      `get${entity}`,
      `list${entity}`,
      `type ${entity}`,
      `type ${entity}Query`,
    )
    .add(
      '@/components/crud',
      'confirmAndRun',
      'exportList',
      'RowActions',
      'SearchForm',
      'TableToolbar',
      'useAnyPermitted',
      'useDialog',
      'useRowSelection',
    )
    .add('@/components/right-toolbar', 'RightToolbar')
    .add('@/hooks/use-table-query', 'useTableQuery')
    .add(`./${ctx.file}-dialog`, `${entity}Dialog`);
  if (!tree) im.add('@/components/pagination', 'Pagination');
  else im.add('@/utils/tree', 'handleTree');
  const used = [...queryColumns(ctx), ...listColumns(ctx), ...formColumns(ctx)];
  const hook = dictHook(used);
  if (hook) im.add('@/hooks/use-dict', 'useDict');
  const search = queryColumns(ctx).flatMap((c) => searchItem(c, im));
  const columns = listColumns(ctx).flatMap((c) => tableColumn(c, ctx, im));
  const initial = queryColumns(ctx)
    .filter((c) => c.queryType !== 'BETWEEN')
    .map((c) => `      ${c.javaField}: undefined,`);
  const idOf = `row.${pk.javaField}!`;
  const fetch = tree
    ? [
        `    fetch: async (query) => {`,
        `      const res = await list${entity}(query);`,
        `      const rows = handleTree(res.data ?? [], ${tsStr(tree.code.javaField)}, ${tsStr(tree.parent.javaField)});`,
        `      return { code: res.code, msg: res.msg, rows, total: rows.length };`,
        `    },`,
      ]
    : [`    fetch: list${entity},`];
  const body = [
    `export default function ${entity}Page() {`,
    `  const { t } = useTranslation([${tsStr(ctx.ns)}, 'crud']);`,
    ...(hook ? [hook] : []),
    `  const table = useTableQuery<${entity}Query, ${entity}>({`,
    ...fetch,
    `    initialQuery: {`,
    ...initial,
    `    },`,
    ...(ctx.between
      ? [`    dateRangeProp: '${pascal(ctx.between.javaField)}',`]
      : []),
    `  });`,
    `  const selection = useRowSelection<${entity}>();`,
    `  const dialog = useDialog<${entity}>();`,
    `  const [loadingEdit, setLoadingEdit] = useState(false);`,
    `  const f = (k: string) => t(\`fields.\${k}\`);`,
    ``,
    `  const reload = () => {`,
    `    selection.clear();`,
    `    return table.load();`,
    `  };`,
    ``,
    `  const openEdit = async (id?: ${pk.javaType} | null) => {`,
    `    if (id === undefined || id === null) return;`,
    `    setLoadingEdit(true);`,
    `    try {`,
    `      dialog.show((await get${entity}(id)).data);`,
    `    } catch {`,
    `      // shown by the request layer`,
    `    } finally {`,
    `      setLoadingEdit(false);`,
    `    }`,
    `  };`,
    ``,
    `  const remove = (ids: ${pk.javaType}[]) =>`,
    `    confirmAndRun({`,
    `      content: t('crud:confirmDelete', { what: t('entity'), ids: ids.join(',') }),`,
    `      run: () => del${entity}(ids),`,
    `      after: reload,`,
    `    });`,
    ``,
    `  const selectedIds = () => selection.rows.map((row) => ${idOf});`,
    `  const rowActionsShown = useAnyPermitted([${tsStr(perm + ':edit')}, ${tsStr(perm + ':remove')}]);`,
    ``,
    `  const columns: TableColumnsType<${entity}> = [`,
    ...columns,
    `  ];`,
    `  if (rowActionsShown) {`,
    `    columns.push({`,
    `      title: t('crud:actions'),`,
    `      key: 'actions',`,
    `      align: 'center',`,
    `      render: (_, row) => (`,
    `        <RowActions`,
    `          name={String(row.${(tree ? tree.name : pk).javaField} ?? '')}`,
    `          actions={[`,
    `            {`,
    `              key: 'edit',`,
    `              label: t('crud:edit'),`,
    `              icon: <EditOutlined />,`,
    `              perm: ${tsStr(perm + ':edit')},`,
    `              onClick: () => void openEdit(row.${pk.javaField}),`,
    `            },`,
    `            {`,
    `              key: 'delete',`,
    `              label: t('crud:delete'),`,
    `              icon: <DeleteOutlined />,`,
    `              perm: ${tsStr(perm + ':remove')},`,
    `              onClick: () => void remove([${idOf}]),`,
    `            },`,
    `          ]}`,
    `        />`,
    `      ),`,
    `    });`,
    `  }`,
    ``,
    `  return (`,
    `    <div className="crud-page">`,
    `      <SearchForm`,
    `        show={table.showSearch}`,
    `        onSearch={() => void table.search()}`,
    `        onReset={() => void table.reset()}`,
    `      >`,
    ...search,
    `      </SearchForm>`,
    ``,
    `      <TableToolbar`,
    `        actions={[`,
    `          {`,
    `            key: 'add',`,
    `            label: t('crud:add'),`,
    `            icon: <PlusOutlined />,`,
    `            perm: ${tsStr(perm + ':add')},`,
    `            color: 'primary',`,
    `            onClick: () => dialog.show(),`,
    `          },`,
    `          {`,
    `            key: 'edit',`,
    `            label: t('crud:edit'),`,
    `            icon: <EditOutlined />,`,
    `            perm: ${tsStr(perm + ':edit')},`,
    `            color: 'success',`,
    `            disabled: !selection.single || loadingEdit,`,
    `            onClick: () => void openEdit(selectedIds()[0]),`,
    `          },`,
    `          {`,
    `            key: 'delete',`,
    `            label: t('crud:delete'),`,
    `            icon: <DeleteOutlined />,`,
    `            perm: ${tsStr(perm + ':remove')},`,
    `            color: 'danger',`,
    `            disabled: !selection.multiple,`,
    `            onClick: () => void remove(selectedIds()),`,
    `          },`,
    `          {`,
    `            key: 'export',`,
    `            label: t('crud:export'),`,
    `            icon: <DownloadOutlined />,`,
    `            perm: ${tsStr(perm + ':export')},`,
    `            color: 'warning',`,
    `            onClick: () =>`,
    `              void exportList(${exportUrlConst(ctx)}, table.query, t('title')${ctx.between ? `, table.dateRange, '${pascal(ctx.between.javaField)}'` : ''}),`,
    `          },`,
    `        ]}`,
    `        right={`,
    `          <RightToolbar`,
    `            showSearch={table.showSearch}`,
    `            onToggleSearch={table.setShowSearch}`,
    `            onRefresh={() => void reload()}`,
    `          />`,
    `        }`,
    `      />`,
    ``,
    `      <Table<${entity}>`,
    `        rowKey=${tsStr(pk.javaField).replace(/^'|'$/g, '"')}`,
    `        size="middle"`,
    `        loading={table.loading}`,
    `        columns={columns}`,
    `        dataSource={table.rows}`,
    `        rowSelection={selection.rowSelection}`,
    `        pagination={false}`,
    `      />`,
    ...(tree ? [] : [`      <Pagination {...table.pagination} />`]),
    ``,
    `      <${entity}Dialog`,
    `        open={dialog.open}`,
    `        record={dialog.record}`,
    ...(tree ? [`        treeRows={table.rows}`] : []),
    `        onClose={dialog.close}`,
    `        onSaved={() => {`,
    `          dialog.close();`,
    `          void reload();`,
    `        }}`,
    `      />`,
    `    </div>`,
    `  );`,
    `}`,
    ``,
  ];
  return [
    `/** ${commentText(ctx.functionName)}: search, table, add / edit / delete (generated). */`,
    ...im.lines(),
    ``,
    ...body,
  ].join('\n');
}
