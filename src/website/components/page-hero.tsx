import type { CSSProperties } from 'react';
import type { SiteColumn, SiteImages } from '@/types/website';
import { backgroundOf } from './site-image';
import { Eyebrow } from './eyebrow';
import { Phrased } from './phrased';

/**
 * The band at the top of a column page: English name, title, lead, over the
 * column's main image when it has one (the stylesheet draws it over the
 * band's own colours).
 */
export function PageHero({
  column,
  images,
}: {
  column: SiteColumn;
  images?: SiteImages;
}) {
  const picture =
    column.mainImage &&
    backgroundOf(column.mainImage, images?.[column.mainImage]);
  const style = picture
    ? ({
        '--site-hero-image': `url("${picture.replace(/"/g, '%22')}")`,
      } as CSSProperties)
    : undefined;
  return (
    <header
      className={`site-page-hero${column.mainImage ? ' has-image' : ''}`}
      style={style}
    >
      <div className="site-container">
        {column.enName && <Eyebrow text={column.enName} />}
        <h1>
          <Phrased text={column.navName} />
        </h1>
        {column.mainName && column.mainName !== column.navName && (
          <p className="site-page-hero-lead">
            <Phrased text={column.mainName} />
          </p>
        )}
      </div>
    </header>
  );
}
