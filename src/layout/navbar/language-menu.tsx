import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeServerLanguage } from '@/api/i18n';
import { LANGUAGES, saveLanguage, type Language } from '@/lib/i18n';
import { reloadPage } from '../reload-page';

/** Each language named in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  ja: '日本語',
};

/**
 * Switches the UI language: saves it (localStorage `change-language`), tells
 * the server (GET /i18n/{lang}, which stores it in the session, so menus and
 * messages come back in it), then reloads.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  saveLanguage(lang);
  try {
    await changeServerLanguage(lang);
  } finally {
    reloadPage();
  }
}

/** The language menu: every language, the current one disabled. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('layout');
  const current = i18n.language;
  const items: MenuProps['items'] = LANGUAGES.map((lang) => ({
    key: lang,
    label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
    disabled: lang === current,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    void switchLanguage(key as Language).catch(() => undefined);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={t('language.label')}
        title={t('language.label')}
      >
        <TranslationOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
