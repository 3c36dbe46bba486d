import type { CSSProperties } from 'react';
import type { PublicImage } from '@/types/website';

/**
 * A picture of the site. A library image (`image`, from the answer's
 * `images`) is drawn responsive: an AVIF source where the server made one,
 * WebP sizes in `srcset` for the browser to pick by `sizes`, its width and
 * height set (the space is kept before it loads: no layout shift) and,
 * when cropped (`cover`), its focal point kept in view. A link the library
 * doesn't know is drawn as it is.
 */
export function SiteImage({
  url,
  image,
  alt,
  sizes,
  cover = false,
  eager = false,
  className,
}: {
  url: string;
  image?: PublicImage;
  alt: string;
  /** How wide it is drawn (`sizes`), when not an article's width. */
  sizes?: string;
  cover?: boolean;
  /** Loads at once (the first picture of a page), not when scrolled to. */
  eager?: boolean;
  className?: string;
}) {
  const loading = eager ? 'eager' : 'lazy';
  if (!image) {
    return <img className={className} src={url} alt={alt} loading={loading} />;
  }
  const drawnSizes = sizes ?? image.sizes;
  const style: CSSProperties | undefined = cover
    ? { objectPosition: `${pct(image.focalX)} ${pct(image.focalY)}` }
    : undefined;
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? drawnSizes : undefined}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={image.alt || alt}
      loading={loading}
      decoding="async"
      style={style}
    />
  );
  if (!image.avifSrcset) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={drawnSizes} />
      {img}
    </picture>
  );
}

/**
 * What a band draws behind its text (a CSS background, which has no
 * srcset): a library image's largest WebP size, else its version's
 * original, else the link as it is.
 */
export function backgroundOf(url: string, image?: PublicImage): string {
  const widest = image?.srcset.split(', ').pop()?.split(' ')[0];
  return widest || image?.src || url;
}

/**
 * The link a page names as its picture (og:image): a library image's
 * original at the version the page shows (pinned), else the link as it is.
 */
export function shownUrl(
  url: string,
  images: Readonly<Record<string, PublicImage>>,
): string {
  return images[url]?.src ?? url;
}

const pct = (fraction: number) =>
  `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;
