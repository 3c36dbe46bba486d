/**
 * Publishing (`/project/publishing`): the review queue, releases and
 * preview links, one tab each. `?tab=releases` (or `previews`) opens that
 * tab; the review queue is the default.
 */
import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PreviewsTab } from './previews-tab';
import { ReleasesTab } from './releases-tab';
import { ReviewQueue } from './review-queue';
import './publishing.css';

const TABS = ['review', 'releases', 'previews'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  TABS.includes(value as Tab);

export default function PublishingPage() {
  const { t } = useTranslation('project-publishing');
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(asked) ? asked : 'review');

  return (
    <div className="crud-page publishing">
      <Tabs
        aria-label={t('tabs.label')}
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        // a tab's list is fetched again each time it is shown
        destroyOnHidden
        items={[
          {
            key: 'review',
            label: t('tabs.review'),
            children: <ReviewQueue />,
          },
          {
            key: 'releases',
            label: t('tabs.releases'),
            children: <ReleasesTab />,
          },
          {
            key: 'previews',
            label: t('tabs.previews'),
            children: <PreviewsTab />,
          },
        ]}
      />
    </div>
  );
}
