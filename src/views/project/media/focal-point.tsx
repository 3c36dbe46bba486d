/**
 * Where crops of an image keep their focus: click the image to put the
 * marker there, or focus the marker and move it with the arrow keys (Shift
 * for larger steps, Home for the centre). Beside it, how a square and a
 * wide crop look with that point.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface FocalValue {
  x: number;
  y: number;
}

export interface FocalPointProps {
  src: string;
  alt: string;
  value?: FocalValue;
  onChange?: (value: FocalValue) => void;
  disabled?: boolean;
}

const clamp = (v: number) =>
  Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

/** The value after an arrow key (1 % a press, 10 % with Shift). */
export function stepFocal(
  value: FocalValue,
  key: string,
  large: boolean,
): FocalValue | undefined {
  const step = large ? 0.1 : 0.01;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(value.x - step), y: value.y };
    case 'ArrowRight':
      return { x: clamp(value.x + step), y: value.y };
    case 'ArrowUp':
      return { x: value.x, y: clamp(value.y - step) };
    case 'ArrowDown':
      return { x: value.x, y: clamp(value.y + step) };
    case 'Home':
      return { x: 0.5, y: 0.5 };
    default:
      return undefined;
  }
}

export function FocalPoint({
  src,
  alt,
  value = { x: 0.5, y: 0.5 },
  onChange,
  disabled,
}: FocalPointProps) {
  const { t } = useTranslation('project-media');
  const position = `${pct(value.x)} ${pct(value.y)}`;

  const pick = (e: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    // the image's own box: the marker's percentages are of the image
    const image = e.currentTarget.querySelector('img') ?? e.currentTarget;
    const box = image.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange?.({
      x: clamp((e.clientX - box.left) / box.width),
      y: clamp((e.clientY - box.top) / box.height),
    });
  };

  const move = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = stepFocal(value, e.key, e.shiftKey);
    if (!next || disabled) return;
    e.preventDefault();
    onChange?.(next);
  };

  return (
    <div className="media-focal">
      <div className="media-focal__image" onClick={pick}>
        <img src={src} alt={alt} draggable={false} />
        <button
          type="button"
          className="media-focal__marker"
          style={{ left: pct(value.x), top: pct(value.y) }}
          role="slider"
          aria-label={t('focal.marker')}
          aria-valuetext={t('focal.value', {
            x: Math.round(value.x * 100),
            y: Math.round(value.y * 100),
          })}
          aria-valuenow={Math.round(value.x * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-disabled={disabled}
          onKeyDown={move}
          onClick={(e) => e.stopPropagation()}
        />
      </div>
      <div className="media-focal__previews" aria-hidden>
        <span className="media-focal__crop media-focal__crop--square">
          <img src={src} alt="" style={{ objectPosition: position }} />
        </span>
        <span className="media-focal__crop media-focal__crop--wide">
          <img src={src} alt="" style={{ objectPosition: position }} />
        </span>
      </div>
      <p className="media-focal__help">{t('focal.help')}</p>
    </div>
  );
}
