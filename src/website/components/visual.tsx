import { Phrased } from './phrased';

/**
 * A picture, or — when staff have not uploaded one — a drawn placeholder
 * in the site's colours with a label, so cards never show a broken image.
 */
export function Visual({
  src,
  alt,
  label,
  seed,
  className = '',
}: {
  src: string;
  alt: string;
  label: string;
  seed: number;
  className?: string;
}) {
  if (src) {
    return (
      <div className={`site-visual ${className}`.trim()}>
        <img src={src} alt={alt} loading="lazy" />
      </div>
    );
  }
  return (
    <div
      className={`site-visual site-visual-drawn tone-${seed % 4} ${className}`.trim()}
      role="img"
      aria-label={alt}
    >
      <span aria-hidden="true">
        <Phrased text={label} />
      </span>
    </div>
  );
}
