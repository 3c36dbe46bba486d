/**
 * A release's name and the time it goes live, picked on the site's wall
 * clock: the zone is named under the picker, with the same moment on the
 * viewer's clock when they are elsewhere.
 */
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  inViewerZone,
  isPast,
  siteNow,
  SITE_TIME_FORMAT,
  toSiteTime,
} from './site-time';

export interface ReleaseFieldValues {
  releaseName: string;
  publishAt?: Dayjs;
}

export function ReleaseFields({ zone }: { zone: string }) {
  const { t } = useTranslation('project-publishing');
  const publishAt = Form.useWatch<Dayjs | undefined>('publishAt');
  const local = publishAt ? inViewerZone(toSiteTime(publishAt), zone) : null;
  const f = (key: string) => t(`release.fields.${key}`);

  return (
    <>
      <Form.Item
        name="releaseName"
        label={f('releaseName')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('release.nameRequired'),
          },
          { max: 100 },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="publishAt"
        label={f('publishAt')}
        extra={
          <>
            {t('release.zoneHint', { zone })}
            {local && (
              <span className="publishing__local">
                {t('release.localTime', { time: local })}
              </span>
            )}
          </>
        }
        rules={[
          { required: true, message: t('release.timeRequired') },
          {
            validator: (_r, value?: Dayjs) =>
              value && isPast(value, zone)
                ? Promise.reject(new Error(t('release.future')))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker
          showTime
          format={SITE_TIME_FORMAT}
          disabledDate={(day) => day.isBefore(siteNow(zone), 'day')}
          className="publishing__time"
        />
      </Form.Item>
    </>
  );
}
