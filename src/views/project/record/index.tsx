/**
 * Copy records (`/project/record`): column tree filter, search, sortable paged
 * table, add / edit (rich-text editor, content blocks, main image), delete
 * (single and batch), export.
 */
import { useMemo } from 'react';
import {
  FormDialog,
  ListScreen,
  useListScreen,
} from '@/components/list-screen';
import { ColumnLayout, useNavColumns } from '@/components/project-content';
import { recordForm, recordSchema } from './data';
import { RecordForm } from './record-form';
import './record.css';

export default function RecordPage() {
  const columns = useNavColumns('all');
  const screen = useListScreen(recordSchema);
  const { t, table } = screen;
  const { navId } = table.query;
  const defaults = useMemo(() => ({ navId }), [navId]);
  return (
    <ColumnLayout
      tree={columns.tree}
      selected={navId}
      onSelect={(id) => void table.search({ navId: id })}
      t={t}
    >
      <ListScreen screen={screen} scrollX={1720}>
        <FormDialog screen={screen} form={recordForm} defaults={defaults}>
          <RecordForm
            t={t}
            columns={columns.options}
            record={screen.dialog.record}
          />
        </FormDialog>
      </ListScreen>
    </ColumnLayout>
  );
}
