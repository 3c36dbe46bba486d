/** A site time with its zone named; the viewer's own clock on hover. */
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { inViewerZone } from './site-time';

export function SiteTime({
  value,
  zone,
  t,
}: {
  value: string;
  zone: string;
  t: TFunction;
}) {
  const local = inViewerZone(value, zone);
  const text = t('release.zoned', { time: value, zone });
  return local ? (
    <Tooltip title={t('release.localTime', { time: local })}>
      <span className="publishing__site-time">{text}</span>
    </Tooltip>
  ) : (
    <span>{text}</span>
  );
}
