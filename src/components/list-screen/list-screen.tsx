/**
 * A list screen run by `useListScreen`: search form, toolbar, table with
 * selection and server-side sorting, pager, the schema's add / edit dialog
 * and an import dialog; the view's own dialogs go in as children.
 */
import type { ComponentType, ReactNode } from 'react';
import { Table } from 'antd';
import { sortQuery, TableToolbar, type ToolbarAction } from '@/components/crud';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import type { PageQuery } from '@/types/api';
import { useColumns, type ColumnPlugins } from './columns';
import { FormDialog } from './form-dialog';
import { SearchFields, type SearchPlugins } from './search-fields';
import { toolbarActions } from './toolbar-actions';
import type { ListScreenState } from './use-list-screen';

/** What an import dialog gets. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import that changed something: reloads the list. */
  onImported: () => void;
}

export interface ListScreenProps<R extends object, Q extends PageQuery>
  extends ColumnPlugins<R>,
    SearchPlugins<Q> {
  screen: ListScreenState<R, Q>;
  /** Buttons after Add, Edit, Delete, Import and Export. */
  toolbar?: readonly ToolbarAction[];
  /** Add is disabled (e.g. nothing to add to yet). */
  addDisabled?: boolean;
  /** Rows have checkboxes (default true). */
  selectable?: boolean;
  /** The table's scroll width, for more columns than the page is wide. */
  scrollX?: number;
  /** The refresh button, instead of clearing the selection and reloading. */
  onRefresh?: () => void;
  /** Values of a new record known only at run time (keep it memoised). */
  formDefaults?: Partial<R>;
  /** Offered through the Import button when the schema has an import permission. */
  importDialog?: ComponentType<ImportDialogProps>;
  /** The view's own dialogs. */
  children?: ReactNode;
}

export function ListScreen<R extends object, Q extends PageQuery>({
  screen,
  toolbar,
  addDisabled,
  selectable = true,
  scrollX,
  onRefresh,
  formDefaults,
  importDialog: ImportDialog,
  children,
  cells,
  rowActions,
  search,
  onReset,
}: ListScreenProps<R, Q>) {
  const { schema, table, selection } = screen;
  const columns = useColumns(screen, { cells, rowActions });
  return (
    <div className="crud-page">
      <SearchFields screen={screen} search={search} onReset={onReset} />
      <TableToolbar
        actions={toolbarActions(screen, {
          actions: toolbar,
          addDisabled,
          canImport: ImportDialog !== undefined,
        })}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={onRefresh ?? (() => void screen.reload())}
          />
        }
      />
      <Table<R>
        rowKey={schema.idKey}
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selectable ? selection.rowSelection : undefined}
        pagination={false}
        scroll={scrollX ? { x: scrollX } : undefined}
        onChange={(_p, _f, sorter) =>
          void table.load(sortQuery(sorter) as Partial<Q>)
        }
      />
      <Pagination {...table.pagination} />
      {schema.form && (
        <FormDialog
          screen={screen}
          form={schema.form}
          defaults={formDefaults}
        />
      )}
      {ImportDialog && (
        <ImportDialog
          open={screen.importing.open}
          onClose={screen.importing.close}
          onImported={() => void screen.reload()}
        />
      )}
      {children}
    </div>
  );
}
