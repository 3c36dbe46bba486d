import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '@/assets/logo.svg';
import { themeColors } from '@/lib/theme-colors';
import { useSettingsStore } from '@/stores/settings';
import { LanguageSwitch } from './language-switch';
import '@/styles/auth.css';

/**
 * The frame of the sign-in and register pages: a centred card with the
 * product name over a calm background, the language switch at the top.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  // The theme colour of the layout settings tints the form (plain CSS), as
  // its shade that carries white text.
  const primary = themeColors(
    useSettingsStore((s) => s.theme),
    false,
  ).seed;
  return (
    <div
      className="auth-page"
      style={{ '--auth-primary': primary } as CSSProperties}
    >
      <div className="auth-page__top">
        <LanguageSwitch />
      </div>
      <main className="auth-card">
        <header className="auth-card__brand">
          <img src={logo} alt="" width={44} height={44} />
          <h1 className="auth-card__title">{t('appTitle')}</h1>
        </header>
        <Suspense fallback={<div className="auth-card__loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="auth-page__footer">
        © {new Date().getFullYear()} {t('appTitle')}
      </footer>
    </div>
  );
}
