import { isMessageKey, translate, type Lang } from '../i18n/index.js';

/**
 * A menu's display name in `lang`: its i18n key's text while it has one (the
 * seeded menus), else the stored name. Saving a different name clears the
 * key (routes/system/menu.ts), so a renamed menu shows its new name.
 */
export function menuTitle(
  m: { menuName: string; i18nKey: string | null },
  lang: Lang,
): string {
  return m.i18nKey && isMessageKey(m.i18nKey)
    ? translate(lang, m.i18nKey)
    : m.menuName;
}
