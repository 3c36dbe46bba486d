/** An edited copy record's figures, read-only: total views, who made and changed it, and when. */
import { Descriptions, Divider } from 'antd';
import type { TFunction } from 'i18next';
import type { ProjectRecord } from '@/types/record';

export function RecordInfo({
  t,
  record,
}: {
  t: TFunction;
  record: ProjectRecord;
}) {
  const f = (k: string) => t(`fields.${k}`);
  const text = (
    key: 'createBy' | 'createTime' | 'updateBy' | 'updateTime',
  ) => ({
    key,
    label: f(key),
    children: record[key] || '-',
  });
  return (
    <>
      <Divider titlePlacement="start">{t('sections.info')}</Divider>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'totalViews',
            label: f('totalViews'),
            children: (
              <span title={t('viewsHelp')}>
                {(record.totalViews ?? 0).toLocaleString()}
              </span>
            ),
          },
          text('createBy'),
          text('createTime'),
          text('updateBy'),
          text('updateTime'),
        ]}
      />
    </>
  );
}
