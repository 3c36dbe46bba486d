import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Frame height: the window height minus 94.5px. */
function frameHeight(): number {
  return window.innerHeight - 94.5;
}

export interface IframeViewProps {
  src: string;
  /** Accessible name of the frame (defaults to its address). */
  title?: string;
}

/**
 * A page in a full-width frame: 'InnerLink' menu entries (an external page)
 * and screens that embed one of the server's own pages (Tools > System API).
 */
export default function IframeView({ src, title }: IframeViewProps) {
  const { t } = useTranslation('layout');
  const [height, setHeight] = useState(frameHeight);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const onResize = () => setHeight(frameHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <div className="iframe-view" style={{ height }}>
      {loading && (
        <div className="iframe-view__loading" role="status">
          {t('iframe.loading')}
        </div>
      )}
      <iframe
        key={src}
        src={src}
        title={title ?? src}
        className="iframe-view__frame"
        onLoad={() => setLoading(false)}
      />
    </div>
  );
}
