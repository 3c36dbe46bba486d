/**
 * A list screen run by `useListScreen`: search form, toolbar, table with
 * selection and server-side sorting, pager, the schema's add / edit dialog
 * and an import dialog; the view's own dialogs go in as children.
 */
import type { ComponentType, ReactNode } from 'react';
import { Table } from 'antd';
import { sortQuery, TableToolbar, type ToolbarAction } from '@/components/crud';
import { Pagination } from '@/components/pagination';
import { usePublishingActions } from '@/components/publishing-actions';
import { RightToolbar } from '@/components/right-toolbar';
import type { PageQuery } from '@/types/api';
import { useColumnVisibility } from './column-visibility';
import { useColumns, type ColumnPlugins } from './columns';
import { FormDialog } from './form-dialog';
import { SearchFields, type SearchPlugins } from './search-fields';
import { ScreenHelp } from './screen-help';
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
  /** Edit and Delete refuse the selection (e.g. it holds a protected record). */
  editDisabled?: boolean;
  removeDisabled?: boolean;
  /** Rows have checkboxes (default true). */
  selectable?: boolean;
  /**
   * The table's scroll width (default: as wide as its columns need; the
   * table scrolls sideways when that is wider than the page).
   */
  scrollX?: number | 'max-content';
  /** The refresh button, instead of clearing the selection and reloading. */
  onRefresh?: () => void;
  /** Values of a new record known only at run time (keep it memoised). */
  formDefaults?: Partial<R>;
  /** Offered through the Import button when the schema has an import permission. */
  importDialog?: ComponentType<ImportDialogProps>;
  /** The view's own dialogs. */
  children?: ReactNode;
  /** Class names beside `crud-page`. */
  className?: string;
  /** A panel before the list (e.g. a department tree). */
  aside?: ReactNode;
  /** Class names of the section that holds the list beside `aside`. */
  mainClassName?: string;
}

export function ListScreen<R extends object, Q extends PageQuery>({
  screen,
  toolbar,
  addDisabled,
  editDisabled,
  removeDisabled,
  selectable = true,
  scrollX,
  onRefresh,
  formDefaults,
  importDialog: ImportDialog,
  children,
  className,
  aside,
  mainClassName,
  cells,
  rowActions,
  actionsCell,
  search,
  onReset,
}: ListScreenProps<R, Q>) {
  const { schema, table, selection, t, f } = screen;
  const offered = schema.columns
    .filter((c) => !schema.toggleable || schema.toggleable.includes(c.key))
    .map((c) => ({ key: c.key, label: c.title ? t(c.title) : f(c.key) }));
  const visibility = useColumnVisibility(
    `${schema.ns}/${schema.idKey}`,
    offered,
  );
  const publishing = usePublishingActions(
    schema.publishing?.kind,
    screen.reload,
  );
  const columns = useColumns(
    screen,
    {
      cells,
      rowActions,
      actionsCell,
      publishingMenu:
        schema.publishing &&
        ((row) =>
          publishing.menu({
            id: Number(screen.idOf(row)),
            title: String(row[schema.nameKey] ?? ''),
            publishState: (row as { publishState?: string }).publishState,
          })),
    },
    visibility.hidden,
  );
  const list = (
    <>
      {schema.help && <ScreenHelp text={t(schema.help)} />}
      <SearchFields screen={screen} search={search} onReset={onReset} />
      <TableToolbar
        actions={toolbarActions(screen, {
          actions: toolbar,
          addDisabled,
          editDisabled,
          removeDisabled,
          canImport: ImportDialog !== undefined,
        })}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={onRefresh ?? (() => void screen.reload())}
            columns={visibility.columns}
            onColumnsChange={visibility.onChange}
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
        scroll={{ x: scrollX ?? 'max-content' }}
        onChange={(_p, _f, sorter) => {
          // a cleared sort falls back to the schema's default order
          const sort = sortQuery(sorter);
          void table.load(
            (sort.orderByColumn
              ? sort
              : (schema.defaultSort ?? sort)) as Partial<Q>,
          );
        }}
      />
      <Pagination {...table.pagination} />
    </>
  );
  return (
    <div className={['crud-page', className].filter(Boolean).join(' ')}>
      {aside}
      {aside ? <section className={mainClassName}>{list}</section> : list}
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
      {publishing.dialogs}
      {children}
    </div>
  );
}
