/**
 * Code generator (`/tool/gen`): imported tables with search, import from the
 * database, create tables from SQL, preview, download one or a batch as a zip,
 * sync columns, edit settings, delete.
 */
import { useState } from 'react';
import { useDialog } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { CreateTableDialog } from './create-table-dialog';
import { genSchema } from './data';
import { useGenActions } from './gen-actions';
import { ImportDialog } from './import-dialog';
import { PreviewModal } from './preview-modal';

export default function GenPage() {
  const screen = useListScreen(genSchema);
  const creating = useDialog<never>();
  const [preview, setPreview] = useState<Record<string, string>>();
  const { toolbar, rowActions } = useGenActions(screen, {
    onCreate: () => creating.show(),
    onPreview: setPreview,
  });
  const done = (dialog: { close: () => void }) => () => {
    dialog.close();
    void screen.reload();
  };

  return (
    <ListScreen screen={screen} toolbar={toolbar} rowActions={rowActions}>
      <ImportDialog
        open={screen.importing.open}
        onClose={screen.importing.close}
        onImported={done(screen.importing)}
      />
      <CreateTableDialog
        open={creating.open}
        onClose={creating.close}
        onCreated={done(creating)}
      />
      <PreviewModal files={preview} onClose={() => setPreview(undefined)} />
    </ListScreen>
  );
}
