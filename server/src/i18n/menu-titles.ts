/**
 * The website-content menus' titles, read from the SPA's texts: the menu
 * names a term of the glossary (src/locales/<lang>/glossary.json) as
 * `$t(glossary:<path>)`, resolved here the way i18next resolves it there,
 * so the server's menu titles and the SPA's are one text.
 */
import enGlossary from '../../../src/locales/en/glossary.json' with { type: 'json' };
import enMenu from '../../../src/locales/en/menu.json' with { type: 'json' };
import jaGlossary from '../../../src/locales/ja/glossary.json' with { type: 'json' };
import jaMenu from '../../../src/locales/ja/menu.json' with { type: 'json' };
import zhGlossary from '../../../src/locales/zh-CN/glossary.json' with { type: 'json' };
import zhMenu from '../../../src/locales/zh-CN/menu.json' with { type: 'json' };

export type Texts = { [key: string]: string | Texts };

const REFERENCE = /\$t\(glossary:([\w.]+)\)/g;

/** `text` with every glossary reference replaced by the glossary's text. */
export function resolveGlossary(text: string, glossary: Texts): string {
  return text.replace(REFERENCE, (reference, path: string) => {
    const found = path
      .split('.')
      .reduce<
        string | Texts | undefined
      >((node, key) => (typeof node === 'object' ? node[key] : undefined), glossary);
    return typeof found === 'string'
      ? resolveGlossary(found, glossary)
      : reference;
  });
}

/** The menus whose titles are glossary terms (their `menu.<key>` message). */
const KEYS = [
  'navigation',
  'navRecord',
  'record',
  'recordItem',
  'product',
  'productItem',
  'contacts',
  'publishing',
] as const;

type MenuTitles = Record<`menu.${(typeof KEYS)[number]}`, string>;

function titles(menu: Record<string, string>, glossary: Texts): MenuTitles {
  return Object.fromEntries(
    KEYS.map((key) => [`menu.${key}`, resolveGlossary(menu[key], glossary)]),
  ) as MenuTitles;
}

export const menuTitlesEn = titles(enMenu, enGlossary);
export const menuTitlesZh = titles(zhMenu, zhGlossary);
export const menuTitlesJa = titles(jaMenu, jaGlossary);
