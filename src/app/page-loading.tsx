import i18n from '@/lib/i18n';

/**
 * Full-page loading state (first render of a signed-in session, lazy
 * chunks). CSS-only spinner: no antd Spin in the entry chunk.
 */
export function PageLoading({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={inline ? 'page-loading page-loading--inline' : 'page-loading'}
      role="status"
      aria-live="polite"
    >
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">{i18n.t('common:loading')}</span>
    </div>
  );
}
