/**
 * The rich-text editor field. TinyMCE (self-hosted, GPL-2.0-or-later with
 * `licenseKey="gpl"` unless a commercial key is configured) sits behind
 * this React.lazy boundary: it is fetched as its own chunk the first time
 * an editor is shown, never with the entry or the sign-in pages.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_LIMITS } from './editor-config';
import type { EditorProps } from './editor-types';

const TinymceEditor = lazy(() => import('./tinymce-editor'));

function EditorLoading({ height }: { height?: number }) {
  const { t } = useTranslation('components');
  return (
    <div
      className="editor editor--loading"
      role="status"
      style={{
        minHeight: Math.max(height ?? 0, EDITOR_LIMITS.minHeight),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      {t('editor.loading')}
    </div>
  );
}

export function Editor(props: EditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height} />}>
      <TinymceEditor {...props} />
    </Suspense>
  );
}
