/**
 * Tools > Form builder (RuoYi's /tool/build, tool:build:list): design an
 * antd form by dragging components from the palette onto the canvas (or
 * pressing them), edit each field's properties, undo and redo, preview the
 * real form, export it as a JSON schema or a React + antd component, import
 * such a schema. The design is kept in localStorage across reloads.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
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
import { collision, dropLocation, type DragData } from './dnd';
import type { ExportFormat } from './export-modal';
import { designerReducer, initialDesigner } from './history';
import { ITEM_ICONS } from './item-icons';
import { Palette } from './palette';
import { PropertyPanel } from './property-panel';
import { loadDesign, saveDesign } from './saved-design';
import {
  allFields,
  createField,
  createRow,
  ROOT,
  type FormSchema,
  type ItemType,
} from './schema';
import { Toolbar } from './toolbar';
import { useUndoKeys } from './use-undo-keys';
import './tool-build.css';

const PreviewModal = lazy(() => import('./preview-modal'));
const ExportModal = lazy(() => import('./export-modal'));
const ImportModal = lazy(() => import('./import-modal'));

export default function FormBuildPage() {
  const { t } = useTranslation('tool-build');
  const [state, dispatch] = useReducer(designerReducer, undefined, () =>
    initialDesigner(loadDesign() ?? undefined),
  );
  const [dragging, setDragging] = useState<ItemType | null>(null);
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragging(data?.kind === 'palette' ? data.type : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const loc = dropLocation(schema.items, active, over);
    if (!loc) return;
    const data = active.data.current as DragData | undefined;
    if (data?.kind === 'palette') add(data.type, loc.container, loc.index);
    else dispatch({ type: 'move', id: String(active.id), ...loc });
  };

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
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
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
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className="form-build__palette-item is-overlay">
              <span className="form-build__palette-icon" aria-hidden>
                {ITEM_ICONS[dragging]}
              </span>
              <span>{t(`types.${dragging}`)}</span>
            </div>
          )}
        </DragOverlay>
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
