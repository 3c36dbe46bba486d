/**
 * The component palette: one button per component. Pressing it (mouse,
 * Enter or Space) adds the component at the end of the form; dragging it
 * with the pointer drops it where it is released on the canvas.
 */
import { DragOverlay, useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { pointerListener, type DragData } from './dnd';
import { ITEM_ICONS } from './item-icons';
import { PALETTE, type ItemType } from './schema';

/** A component's icon and name. */
function PaletteLabel({ type }: { type: ItemType }) {
  const { t } = useTranslation('tool-build');
  return (
    <>
      <span className="form-build__palette-icon" aria-hidden>
        {ITEM_ICONS[type]}
      </span>
      <span>{t(`types.${type}`)}</span>
    </>
  );
}

function PaletteButton({
  type,
  onAdd,
}: {
  type: ItemType;
  onAdd: (type: ItemType) => void;
}) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'palette', type };
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `palette:${type}`,
    data,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={`form-build__palette-item${isDragging ? ' is-dragging' : ''}`}
      aria-label={t('palette.add', { type: t(`types.${type}`) })}
      title={t('palette.add', { type: t(`types.${type}`) })}
      {...pointerListener(listeners)}
      onClick={() => onAdd(type)}
    >
      <PaletteLabel type={type} />
    </button>
  );
}

export function Palette({ onAdd }: { onAdd: (type: ItemType) => void }) {
  const { t } = useTranslation('tool-build');
  return (
    <section className="form-build__palette" aria-labelledby="fb-palette">
      <h2 id="fb-palette" className="form-build__heading">
        {t('palette.title')}
      </h2>
      <p className="form-build__hint">{t('palette.hint')}</p>
      <div className="form-build__palette-grid">
        {PALETTE.map((type) => (
          <PaletteButton key={type} type={type} onAdd={onAdd} />
        ))}
      </div>
    </section>
  );
}

/** The palette's component under the pointer while it is dragged. */
export function PaletteOverlay({ type }: { type: ItemType | null }) {
  return (
    <DragOverlay dropAnimation={null}>
      {type && (
        <div className="form-build__palette-item is-overlay">
          <PaletteLabel type={type} />
        </div>
      )}
    </DragOverlay>
  );
}
