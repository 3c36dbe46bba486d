/**
 * The publishing parts of a content item's edit dialog: the state at the
 * top (with the reviewer's comment when the draft was sent back), a save
 * button that says it saves a draft, and for publishers "Save and publish".
 */
import { useEffect, useState } from 'react';
import { Alert, Button, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { getContentState, publishContent } from '@/api/project/publishing';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import type { ContentKind, ContentState } from '@/types/publishing';
import { PUBLISH_PERM } from './actions';
import { PublishStateTag } from './state-tag';

export interface DraftBannerProps {
  kind: ContentKind;
  /** The item edited; undefined: a new one (a draft). */
  id?: number;
  /** The dialog is open (the state is read at each opening). */
  open: boolean;
}

export function DraftBanner({ kind, id, open }: DraftBannerProps) {
  const { t } = useTranslation('publishing-actions');
  const [state, setState] = useState<ContentState | null>(null);

  useEffect(() => {
    setState(null);
    if (!open || id === undefined) return;
    let live = true;
    getContentState(kind, id).then(
      (res) => live && setState(res.data ?? null),
      () => undefined, // the request layer showed the server's message
    );
    return () => {
      live = false;
    };
  }, [kind, id, open]);

  const publishState = id === undefined ? 'draft' : state?.publishState;
  if (!publishState) return null;
  const draft = state?.draft;
  const sentBack = draft?.state === 'draft' && !!draft.reviewComment;
  return (
    <Alert
      className="draft-banner"
      role="status"
      type={sentBack ? 'warning' : 'info'}
      showIcon
      title={
        <span className="draft-banner__state">
          <span>{t('dialog.state')}</span>
          <PublishStateTag state={publishState} />
          <span>{t(`dialog.hints.${publishState}`)}</span>
        </span>
      }
      description={
        sentBack && (
          <>
            <strong>
              {t('dialog.sentBack', {
                who: draft.reviewedBy ?? '',
                time: draft.reviewedTime ?? '',
              })}
            </strong>
            <div className="draft-banner__comment">{draft.reviewComment}</div>
          </>
        )
      }
    />
  );
}

export interface DraftSave {
  /** The save button's label ("Save draft"). */
  okText: string;
  /**
   * The dialog's buttons: Cancel, "Save and publish" (a publisher editing
   * a saved item) and "Save draft".
   */
  footer: (
    onSaveAndPublish: () => void,
    saving: boolean,
  ) => ModalProps['footer'];
  /**
   * Runs `write` (the add or update request), then publishes the item when
   * asked, and says what happened. Resolves true once the draft is saved.
   */
  save: (write: () => Promise<unknown>, publish: boolean) => Promise<boolean>;
}

export function useDraftSave(
  /** The item's kind; undefined: a dialog without publishing. */
  kind: ContentKind | undefined,
  /** The item edited; undefined: a new one (publishing it needs its id). */
  id?: number,
): DraftSave {
  // a dialog without publishing never loads publishing's texts
  const { t } = useTranslation(kind ? 'publishing-actions' : 'crud');
  const { hasPermi } = usePermission();
  const canPublish = !!kind && id !== undefined && hasPermi(PUBLISH_PERM);
  return {
    okText: t('publishing-actions:dialog.saveDraft'),
    footer: (onSaveAndPublish, saving) =>
      function DraftFooter(_, { OkBtn, CancelBtn }) {
        return (
          <>
            <CancelBtn />
            {canPublish && (
              <Button loading={saving} onClick={onSaveAndPublish}>
                {t('publishing-actions:dialog.saveAndPublish')}
              </Button>
            )}
            <OkBtn />
          </>
        );
      },
    save: async (write, publish) => {
      try {
        await write();
      } catch {
        return false; // the request layer showed the server's message
      }
      if (publish && canPublish && kind && id !== undefined) {
        try {
          await publishContent({ kind, id });
          feedback.success(t('publishing-actions:savedPublished'));
        } catch {
          // saved as a draft; the request layer said why it is not published
        }
      } else {
        feedback.success(t('publishing-actions:saved'));
      }
      return true;
    },
  };
}
