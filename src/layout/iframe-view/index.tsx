import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Frame height per spec §2: the window height minus 94.5px. */
function frameHeight(): number {
  return window.innerHeight - 94.5;
}

/** 'InnerLink' menu entries: an external page in a full-width frame. */
export default function IframeView({ src }: { src: string }) {
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
        title={src}
        className="iframe-view__frame"
        onLoad={() => setLoading(false)}
      />
    </div>
  );
}
