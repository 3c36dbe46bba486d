import { useTranslation } from 'react-i18next';
import { LANGUAGES, saveLanguage, type Language } from '@/lib/i18n';

const NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '中文',
  ja: '日本語',
};

/**
 * Language choice before sign-in: saves it (localStorage change-language) and
 * reloads; the current language is disabled (as in the navbar's language menu).
 */
export function LanguageSwitch() {
  // The language the texts are in (initI18n started it with the saved one);
  // also known where there is no localStorage (the build's static render).
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <nav className="auth-lang" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={
            lang === current ? 'auth-lang__item is-active' : 'auth-lang__item'
          }
          disabled={lang === current}
          aria-current={lang === current ? 'true' : undefined}
          onClick={() => {
            saveLanguage(lang);
            window.location.reload();
          }}
        >
          {NAMES[lang]}
        </button>
      ))}
    </nav>
  );
}
