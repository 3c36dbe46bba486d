import { render } from '@testing-library/react';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  SITE_HERO_TEXT,
  siteHeroHtml,
} from '../../../scripts/first-screen/site-shell.mjs';
import { HomeHero } from '@/website/pages/home/home-hero';
import { SiteNavContext } from '@/website/layout/site-nav-context';
import { SITE, T } from '@/website/strings';
import type { SiteColumn } from '@/types/website';
import { skeleton } from '../support/skeleton';

// The first-screen script paints the home page's hero from the early answers
// before the site's code has come (scripts/first-screen/site-shell.mjs); the
// site's own hero then takes its place. They must be the same.

const column = (over: Partial<SiteColumn>): SiteColumn => ({
  navId: 1,
  parentId: 0,
  navName: '',
  mainName: '',
  enName: '',
  link: '',
  mainImage: '',
  navType: '2',
  recordCategory: 'page',
  showInNav: '1',
  ...over,
});

const home = column({
  navId: 1,
  navName: 'ホーム',
  mainName: 'テクノロジーで、<明日>を "つくる"。',
  recordCategory: 'home',
});
const business = column({
  navId: 3,
  navName: '事業内容',
  recordCategory: 'business',
  children: [column({ navId: 9, parentId: 3, recordCategory: 'business' })],
});
const contact = column({
  navId: 6,
  navName: 'お問い合わせ',
  recordCategory: 'contact',
});

/** React Router's marker for route discovery: not the page's. */
const IGNORED = new Set(['data-discover']);

/** The hero's skeleton, with its background compared by value (React and
 * the markup serialise the style attribute differently). */
function read(hero: HTMLElement, ignored?: ReadonlySet<string>) {
  const style = hero.style.backgroundImage;
  hero.removeAttribute('style');
  return { found: skeleton(hero, ignored), style };
}

function reactHero(data: SiteColumn | null, nav: SiteColumn[]) {
  const { container, unmount } = render(
    <HashRouter>
      <SiteNavContext.Provider value={nav}>
        <HomeHero home={data} />
      </SiteNavContext.Provider>
    </HashRouter>,
  );
  const shown = read(
    container.querySelector<HTMLElement>('.site-hero')!,
    IGNORED,
  );
  unmount();
  return shown;
}

function staticHero(data: SiteColumn | null, nav: SiteColumn[]) {
  const holder = document.createElement('div');
  holder.innerHTML = siteHeroHtml(data, nav, SITE_HERO_TEXT);
  return read(holder.querySelector<HTMLElement>('.site-hero')!);
}

function expectSame(data: SiteColumn | null, nav: SiteColumn[]) {
  const react = reactHero(data, nav);
  const shown = staticHero(data, nav);
  expect(shown).toEqual(react);
  return shown;
}

describe("static home hero (first screen) against the site's own", () => {
  it('is the same markup, texts and links for the seeded shape', () => {
    const { found } = expectSame(home, [home, business, contact]);
    expect(found.join('\n')).toContain('#/w/menu/business/3');
    expect(found.join('\n')).toContain('#/w/menu/contact/6');
    // Escaped, not markup.
    expect(found.join('\n')).toContain('テクノロジーで、<明日>を "つくる"。');
  });

  it('falls back to the tagline without a home column and leaves out missing buttons', () => {
    const { found } = expectSame(null, [contact]);
    expect(found.join('\n')).toContain(SITE.tagline);
    expect(found.join('\n')).not.toContain('事業内容');
  });

  it('follows set links: in-site hash links, external ones in a new tab', () => {
    expectSame(home, [
      column({ ...business, link: '#/w/menu/company/2' }),
      column({ ...contact, link: 'https://example.jp/form?a=1&b="2"' }),
    ]);
    const { found } = staticHero(home, [
      column({ ...contact, link: 'https://example.jp/form' }),
    ]);
    expect(found.join('\n')).toContain(`title=${T.externalLink}`);
  });

  it('draws the main image as the background, quotes included', () => {
    const { style } = expectSame(
      column({ ...home, mainImage: '/profile/upload/a "b".png' }),
      [business],
    );
    expect(style).toContain('/profile/upload/a');
  });
});
