import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { SITE_TREE } from '../../mocks/handlers/website';
import type { SiteColumn } from '@/types/website';
import { renderSite } from './helpers/render-site';

const column = (
  navId: number,
  navName: string,
  recordCategory: string,
): SiteColumn => ({
  navId,
  parentId: 0,
  navName,
  mainName: navName,
  enName: '',
  link: '',
  mainImage: '',
  navType: '1',
  recordCategory,
  showInNav: '1',
});

/** The site's navigation answered as `tree`. */
function navigation(tree: SiteColumn[]) {
  server.use(
    http.get('*/website/navigation', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: tree }),
    ),
  );
}

const mainNav = () =>
  screen.findByRole('navigation', { name: 'メインメニュー' });

/** The names of the header's highlighted sections. */
async function highlighted() {
  const nav = await mainNav();
  await within(nav).findByRole('link', { name: /製品情報/ });
  return [...nav.querySelectorAll('a.is-current')].map(
    (a) => a.firstChild?.textContent,
  );
}

describe('the public header', () => {
  // Columns 1 (home), 4 (products), 5 (news) and 6 (contact): product 1 and
  // record 5 share ids with columns, and neither is read as one.
  it.each([
    ['the home page', '/w', ['ホーム']],
    ['a column page', '/w/menu/informations/5', ['お知らせ']],
    ['a child column page', '/w/menu/product/ls/4/11', ['製品情報']],
    ['a product page (product 1)', '/w/menu/product/4/1', ['製品情報']],
    ['a product page (product 5)', '/w/menu/product/4/5', ['製品情報']],
    ['a record page (record 4)', '/w/d/informations/5/4', ['お知らせ']],
    ['a record under a child column', '/w/d/product/11/5', ['製品情報']],
    ['an unknown address', '/w/nothing/5', []],
  ])('highlights only the section of %s', async (_, path, expected) => {
    renderSite(path);
    expect(await highlighted()).toEqual(expected);
  });

  it('moves the highlight with the page inside the site', async () => {
    const user = userEvent.setup();
    renderSite('/w/menu/informations/5');
    expect(await highlighted()).toEqual(['お知らせ']);
    await user.click(
      await screen.findByRole('link', { name: /新製品を発売しました/ }),
    );
    await screen.findByRole('heading', {
      level: 1,
      name: '新製品を発売しました',
    });
    expect(await highlighted()).toEqual(['お知らせ']);
    const nav = await mainNav();
    await user.click(within(nav).getByRole('link', { name: /製品情報/ }));
    await screen.findByRole('heading', { level: 1, name: '製品情報' });
    expect(await highlighted()).toEqual(['製品情報']);
    expect(within(nav).getByRole('link', { name: /製品情報/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(nav).getByRole('link', { name: /お知らせ/ }),
    ).not.toHaveAttribute('aria-current');
  });

  it('keeps the contact button last and the other columns in their order', async () => {
    // As the server sends them: by their sort, a new column (sort 7) after
    // the contact column (sort 6).
    navigation([...SITE_TREE, column(20, '採用情報', 'recruit')]);
    renderSite('/w');
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: /採用情報/ });
    const names = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === nav.firstElementChild)
      .map((li) => li.querySelector('a')!.firstChild?.textContent);
    expect(names).toEqual([
      'ホーム',
      '製品情報',
      'お知らせ',
      '採用情報',
      'お問い合わせ',
    ]);
    expect(
      nav.querySelector(':scope > ul > li:last-child > a'),
    ).toHaveTextContent('お問い合わせ');
  });
});
