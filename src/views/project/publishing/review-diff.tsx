/**
 * What a draft under review changes: the published version against the
 * draft, or a note when it was never published or asks to be taken off.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentDiff } from '@/components/publishing';
import type { ContentCompare, ContentKind } from '@/types/publishing';

export interface ReviewDiffProps {
  kind: ContentKind;
  compare: ContentCompare;
  /** The draft takes the item off the site. */
  unpublish: boolean;
}

export function ReviewDiff({ kind, compare, unpublish }: ReviewDiffProps) {
  const { t } = useTranslation('project-publishing');
  const note = unpublish
    ? t('review.unpublishDraft')
    : !compare.published && t('review.notPublished');
  return (
    <>
      {note && (
        <Alert
          type={unpublish ? 'warning' : 'info'}
          showIcon
          className="publishing-review__note"
          title={note}
        />
      )}
      <ContentDiff
        kind={kind}
        before={compare.published}
        after={unpublish ? null : compare.draft}
        beforeLabel={t('review.published')}
        afterLabel={t('review.draft')}
      />
    </>
  );
}
