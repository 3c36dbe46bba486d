/**
 * The rich-text editor field. TinyMCE (self-hosted, GPL-2.0-or-later with
 * `licenseKey="gpl"` unless a commercial key is configured) sits behind
 * this React.lazy boundary: it is fetched as its own chunk the first time
 * an editor is shown, never with the entry or the sign-in pages.
 */
import { theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_LIMITS } from './editor-config';
import type { EditorProps } from './editor-types';

const TinymceEditor = lazy(() => import('./tinymce-editor'));

/** What shows while the editor's chunk loads. */
export function EditorLoading({ height }: { height?: number }) {
  const { t } = useTranslation('components');
  // The theme's colours: light or dark as the rest of the form.
  const { token } = theme.useToken();
  return (
    <div
      className="editor editor--loading"
      role="status"
      style={{
        minHeight: Math.max(height ?? 0, EDITOR_LIMITS.minHeight),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        color: token.colorTextTertiary,
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
