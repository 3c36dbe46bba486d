import type { SiteImages } from '@/types/website';
import { Phrased } from './phrased';
import { SiteImage } from './site-image';

/** `sizes` of a card's picture: a third of the page, half on tablets, all on phones. */
export const CARD_SIZES =
  '(max-width: 640px) 100vw, (max-width: 960px) 50vw, 400px';

/**
 * A picture cropped to the card's shape around its focal point (a library
 * image drawn responsive, from `images`), or — when staff have not
 * uploaded one — a drawn placeholder in the site's colours with a label,
 * so cards never show a broken image.
 */
export function Visual({
  src,
  images,
  sizes = CARD_SIZES,
  alt,
  label,
  seed,
  className = '',
}: {
  src: string;
  images?: SiteImages;
  sizes?: string;
  alt: string;
  label: string;
  seed: number;
  className?: string;
}) {
  if (src) {
    return (
      <div className={`site-visual ${className}`.trim()}>
        <SiteImage
          url={src}
          image={images?.[src]}
          alt={alt}
          sizes={sizes}
          cover
        />
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
