import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page area (`<main>`, src/layout/app-main.tsx). */
export const MAIN_ID = 'main-content';

/**
 * "Skip to main content": the shell's first stop for the Tab key, shown
 * when focused; it moves focus to the page area. (A plain `#main-content`
 * link would change the hash route.)
 */
export function SkipLink() {
  const { t } = useTranslation('a11y');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('skipToMain')}
    </a>
  );
}
