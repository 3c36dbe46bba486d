import type { SiteColumn } from '../../src/types/website';

export interface SiteHeroText {
  companyNameEn: string;
  tagline: string;
  externalLink: string;
}

export function siteShellHtml(): string;
export const SITE_HERO_TEXT: SiteHeroText;
export function siteHeroHtml(
  home: Pick<SiteColumn, 'mainName' | 'mainImage'> | null,
  nav: SiteColumn[],
  text: SiteHeroText,
): string;
