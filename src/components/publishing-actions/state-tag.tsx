/**
 * An item's publishing state as a coloured tag, and the draft's title under
 * the published one when they differ, in the `publishing-actions` texts.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUBLISH_STATES, type PublishState } from '@/types/publishing';

const COLORS: Record<PublishState, string> = {
  draft: 'default',
  review: 'processing',
  scheduled: 'purple',
  changed: 'warning',
  published: 'success',
  unpublished: 'error',
};

/** A state the server names (rows of an older server carry none). */
export const isPublishState = (value: unknown): value is PublishState =>
  PUBLISH_STATES.includes(value as PublishState);

/**
 * The state's tag; a draft that takes the item off the site (a deletion
 * waiting to be published) is named under it.
 */
export function PublishStateTag({
  state,
  action,
}: {
  state?: string | null;
  action?: string | null;
}) {
  const { t } = useTranslation('publishing-actions');
  if (!isPublishState(state)) return null;
  return (
    <>
      <Tag color={COLORS[state]}>{t(`states.${state}`)}</Tag>
      {action === 'unpublish' && (
        <div className="draft-title">{t('pendingUnpublish')}</div>
      )}
    </>
  );
}

/** "Draft: …" when the draft renames the item. */
export function DraftTitle({ title }: { title?: string | null }) {
  const { t } = useTranslation('publishing-actions');
  if (!title) return null;
  return <div className="draft-title">{t('draftTitle', { title })}</div>;
}
