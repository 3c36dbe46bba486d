/**
 * Tools > Form builder (RuoYi's /tool/build, tool:build:list): design an
 * antd form by dragging components from the palette onto the canvas (or
 * pressing them), edit each field's properties, undo and redo, preview the
 * real form, export it as a JSON schema or a React + antd component, import
 * such a schema. The design is kept in localStorage across reloads.
 */
import { DndContext } from '@dnd-kit/core';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { Canvas } from './canvas';
import type { ExportFormat } from './export-modal';
import { designerReducer, initialDesigner } from './history';
import { createField, createRow } from './new-items';
import { Palette, PaletteOverlay } from './palette';
import { PropertyPanel } from './property-panel';
import { loadDesign, saveDesign } from './saved-design';
import { allFields, ROOT, type FormSchema, type ItemType } from './schema';
import { Toolbar } from './toolbar';
import { useDesignerDnd } from './use-designer-dnd';
import { useUndoKeys } from './use-undo-keys';
import './tool-build.css';
import './canvas.css';
import './properties.css';
import './dialogs.css';

const PreviewModal = lazy(() => import('./preview-modal'));
const ExportModal = lazy(() => import('./export-modal'));
const ImportModal = lazy(() => import('./import-modal'));

export default function FormBuildPage() {
  const { t } = useTranslation('tool-build');
  const [state, dispatch] = useReducer(designerReducer, undefined, () =>
    initialDesigner(loadDesign() ?? undefined),
  );
  const [preview, setPreview] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [importing, setImporting] = useState(false);
  const { present: schema, selectedId } = state;
  useEffect(() => saveDesign(schema), [schema]);

  const create = (type: ItemType) =>
    type === 'row'
      ? createRow()
      : createField(type, t(`types.${type}`), schema.items, (n) =>
          t('defaults.option', { n }),
        );
  const add = (type: ItemType, container = ROOT, index = Infinity) =>
    dispatch({ type: 'add', item: create(type), container, index });

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoKeys(!preview && !exporting && !importing, undo, redo);

  const dnd = useDesignerDnd(schema.items, add, dispatch);

  const clear = async () => {
    const ok = await feedback.confirm({
      title: t('toolbar.clearTitle'),
      content: t('toolbar.clearConfirm'),
    });
    if (ok) dispatch({ type: 'clear' });
  };
  const load = (imported: FormSchema) => {
    dispatch({ type: 'load', schema: imported });
    setImporting(false);
    feedback.success(t('import.done', { n: allFields(imported.items).length }));
  };

  return (
    <div className="form-build">
      <DndContext {...dnd.context}>
        <Palette onAdd={(type) => add(type)} />
        <div className="form-build__main">
          <Toolbar
            count={allFields(schema.items).length}
            canUndo={state.past.length > 0}
            canRedo={state.future.length > 0}
            onUndo={undo}
            onRedo={redo}
            onPreview={() => setPreview(true)}
            onImport={() => setImporting(true)}
            onExport={setExporting}
            onClear={() => void clear()}
          />
          <Canvas
            schema={schema}
            selectedId={selectedId}
            onDeselect={() => dispatch({ type: 'select', id: null })}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onCopy={(id) => dispatch({ type: 'copy', id })}
            onRemove={(id) => dispatch({ type: 'remove', id })}
          />
        </div>
        <PaletteOverlay type={dnd.dragging} />
      </DndContext>
      <PropertyPanel
        schema={schema}
        selectedId={selectedId}
        dispatch={dispatch}
      />
      <Suspense fallback={null}>
        {preview && (
          <PreviewModal schema={schema} onClose={() => setPreview(false)} />
        )}
        {exporting && (
          <ExportModal
            schema={schema}
            format={exporting}
            onClose={() => setExporting(null)}
          />
        )}
        {importing && (
          <ImportModal onImport={load} onClose={() => setImporting(false)} />
        )}
      </Suspense>
    </div>
  );
}
