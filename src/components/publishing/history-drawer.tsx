/**
 * A content item's revision history in a drawer: who changed what and
 * when, any two revisions side by side, the draft against the published
 * version, and restoring a revision into the draft. Its texts load the
 * first time it opens.
 */
import { Suspense, useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@/types/publishing';
import { HistoryBody } from './history-body';
import { KIND_FIELDS } from './kind-fields';
import './history-drawer.css';

export interface HistoryDrawerProps {
  kind: ContentKind;
  /** The item whose history is shown. */
  itemId: number | null;
  open: boolean;
  onClose: () => void;
  /** After a revision was restored into the draft (reload the list). */
  onRestored?: () => void;
}

function Panel({
  kind,
  itemId,
  open,
  onClose,
  onRestored,
}: HistoryDrawerProps) {
  const { t } = useTranslation(['publishing-history', 'glossary']);
  const shown = open && itemId !== null;
  return (
    <Drawer
      open={shown}
      onClose={onClose}
      destroyOnHidden
      size="min(1000px, 100vw)"
      className="history-drawer"
      title={t('history.titleOf', {
        what: t(`glossary:terms.${KIND_FIELDS[kind].term}`),
        id: itemId ?? '',
      })}
    >
      {shown && (
        <HistoryBody
          key={`${kind}:${itemId}`}
          kind={kind}
          itemId={itemId}
          onRestored={onRestored}
        />
      )}
    </Drawer>
  );
}

export function HistoryDrawer(props: HistoryDrawerProps) {
  // mounted (and its texts loaded) from the first time it opens
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
