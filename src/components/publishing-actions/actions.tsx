/**
 * What a content item's publishing allows in its state, for the user's
 * permissions: submit for review, withdraw, discard the draft (the kind's
 * `:edit`), publish now and send back (`project:content:publish`), preview
 * and history (the kind's `:query`). The actions go in a "Publishing" menu
 * of the row; the dialogs they open come with them.
 */
import { useState, type ReactNode } from 'react';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EyeOutlined,
  HistoryOutlined,
  RollbackOutlined,
  SendOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  createPreview,
  discardContent,
  publishContent,
  submitContent,
  withdrawContent,
} from '@/api/project/publishing';
import { confirmAndRun, RowMore, type RowAction } from '@/components/crud';
import { HistoryDrawer } from '@/components/publishing';
import type { ContentKind, PublishState } from '@/types/publishing';
import type { CreatedPreview } from '@/types/release';
import { PreviewLink } from './preview-link';
import { SendBackDialog } from './send-back-dialog';

/** The permission that publishes and sends back every kind. */
export const PUBLISH_PERM = 'project:content:publish';

/** The row an action is for. */
export interface PublishingTarget {
  id: number;
  title: string;
  publishState?: string | null;
}

type Step = 'submit' | 'withdraw' | 'publish' | 'discard';

const STEPS: Record<Step, (kind: ContentKind, id: number) => Promise<unknown>> =
  {
    submit: (kind, id) => submitContent({ kind, id }),
    withdraw: (kind, id) => withdrawContent({ kind, id }),
    publish: (kind, id) => publishContent({ kind, id }),
    discard: (kind, id) => discardContent({ kind, id }),
  };

/** Which actions each state offers. */
const OFFERED: Record<PublishState, readonly string[]> = {
  draft: ['submit', 'publish', 'preview', 'history'],
  review: ['publish', 'sendBack', 'withdraw', 'preview', 'history'],
  scheduled: ['preview', 'history'],
  changed: ['submit', 'publish', 'discard', 'preview', 'history'],
  published: ['history'],
  unpublished: ['history'],
};

export interface PublishingActions {
  /** The actions the row's state offers (each with its permission). */
  actionsFor: (target: PublishingTarget) => RowAction[];
  /** The row's "Publishing" menu (nothing when no action is permitted). */
  menu: (target: PublishingTarget) => ReactNode;
  /** The send-back dialog, preview link and history drawer. */
  dialogs: ReactNode;
}

export function usePublishingActions(
  /** The kind of the rows; undefined: a screen without publishing (no actions). */
  kind: ContentKind | undefined,
  /** After a change: reload the list. */
  onChanged: () => unknown,
): PublishingActions {
  // a screen without publishing never loads publishing's texts
  const { t } = useTranslation(kind ? 'publishing-actions' : 'crud');
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [sendBack, setSendBack] = useState<PublishingTarget | null>(null);
  const [preview, setPreview] = useState<{
    title: string;
    link: CreatedPreview;
  } | null>(null);
  const perm = (action: string) => `project:${kind}:${action}`;

  const step = (name: Step, kind: ContentKind, target: PublishingTarget) =>
    void confirmAndRun({
      content: t(`publishing-actions:confirm.${name}`, { title: target.title }),
      run: () => STEPS[name](kind, target.id),
      success: t(`publishing-actions:done.${name}`),
      after: onChanged,
    });

  const openPreview = (kind: ContentKind, target: PublishingTarget) =>
    createPreview({ kind, id: target.id }).then(
      (res) => res.data && setPreview({ title: target.title, link: res.data }),
      () => undefined, // the request layer showed the server's message
    );

  const all = (
    kind: ContentKind,
    target: PublishingTarget,
  ): Record<string, RowAction> => ({
    submit: {
      key: 'submit',
      label: t('publishing-actions:actions.submit'),
      icon: <SendOutlined />,
      perm: perm('edit'),
      onClick: () => step('submit', kind, target),
    },
    withdraw: {
      key: 'withdraw',
      label: t('publishing-actions:actions.withdraw'),
      icon: <UndoOutlined />,
      perm: perm('edit'),
      onClick: () => step('withdraw', kind, target),
    },
    publish: {
      key: 'publish',
      label: t('publishing-actions:actions.publish'),
      icon: <CheckCircleOutlined />,
      perm: PUBLISH_PERM,
      onClick: () => step('publish', kind, target),
    },
    sendBack: {
      key: 'sendBack',
      label: t('publishing-actions:actions.sendBack'),
      icon: <RollbackOutlined />,
      perm: PUBLISH_PERM,
      onClick: () => setSendBack(target),
    },
    discard: {
      key: 'discard',
      label: t('publishing-actions:actions.discard'),
      icon: <DeleteOutlined />,
      perm: perm('edit'),
      danger: true,
      onClick: () => step('discard', kind, target),
    },
    preview: {
      key: 'preview',
      label: t('publishing-actions:actions.preview'),
      icon: <EyeOutlined />,
      perm: perm('query'),
      onClick: () => void openPreview(kind, target),
    },
    history: {
      key: 'history',
      label: t('publishing-actions:actions.history'),
      icon: <HistoryOutlined />,
      perm: perm('query'),
      onClick: () => setHistoryOf(target.id),
    },
  });

  const actionsFor = (target: PublishingTarget) => {
    if (!kind) return [];
    const state = target.publishState as PublishState;
    const actions = all(kind, target);
    return (OFFERED[state] ?? ['history']).map((key) => actions[key]);
  };

  return {
    actionsFor,
    menu: (target) =>
      kind && (
        <RowMore
          label={t('publishing-actions:menu')}
          ariaLabel={t('publishing-actions:menuFor', { name: target.title })}
          actions={actionsFor(target)}
        />
      ),
    dialogs: kind && (
      <>
        <SendBackDialog
          kind={kind}
          target={sendBack}
          onClose={() => setSendBack(null)}
          onDone={onChanged}
        />
        <PreviewLink preview={preview} onClose={() => setPreview(null)} />
        <HistoryDrawer
          kind={kind}
          itemId={historyOf}
          open={historyOf !== null}
          onClose={() => setHistoryOf(null)}
          onRestored={onChanged}
        />
      </>
    ),
  };
}
