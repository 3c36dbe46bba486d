/**
 * Two versions of a content item side by side, field by field: each field
 * under its label from the content screen, the changed ones marked and
 * compared word by word (rich text by its text), the unchanged ones hidden
 * until asked for.
 */
import { Suspense, useId, useMemo, useState } from 'react';
import { Skeleton, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@/types/publishing';
import { DiffSide } from './diff-side';
import { fieldText, sameValue } from './field-text';
import { fieldsOf, KIND_FIELDS } from './kind-fields';
import { diffWords, type DiffPart } from './word-diff';
import './content-diff.css';

export interface ContentDiffProps {
  kind: ContentKind;
  /** The earlier version (null: none, e.g. never published). */
  before: Record<string, unknown> | null;
  /** The later version (null: none). */
  after: Record<string, unknown> | null;
  /** Heads the earlier side (default "Before"). */
  beforeLabel?: string;
  /** Heads the later side (default "After"). */
  afterLabel?: string;
}

interface FieldRow {
  key: string;
  label: string;
  changed: boolean;
  before: string;
  after: string;
  /** Word by word, when the texts differ. */
  parts: DiffPart[] | null;
}

function Side({
  row,
  side,
  empty,
}: {
  row: FieldRow;
  side: 'before' | 'after';
  empty: string;
}) {
  const text = row[side];
  if (!text) return <span className="content-diff__empty">{empty}</span>;
  return row.parts ? <DiffSide parts={row.parts} side={side} /> : text;
}

function Comparison({
  kind,
  before,
  after,
  beforeLabel,
  afterLabel,
}: ContentDiffProps) {
  const { ns } = KIND_FIELDS[kind];
  const { t } = useTranslation(['publishing-history', ns, 'project-record']);
  const [showAll, setShowAll] = useState(false);
  const switchId = useId();

  const rows = useMemo<FieldRow[]>(
    () =>
      fieldsOf(kind, before, after).map((key) => {
        const a = fieldText(kind, key, before, t);
        const b = fieldText(kind, key, after, t);
        return {
          key,
          label: t(`${ns}:fields.${key}`, { defaultValue: key }),
          changed: !sameValue(before?.[key], after?.[key]),
          before: a,
          after: b,
          parts: a === b ? null : diffWords(a, b),
        };
      }),
    [kind, ns, before, after, t],
  );
  const changed = rows.filter((r) => r.changed).length;
  const shown = showAll ? rows : rows.filter((r) => r.changed);
  const empty = t('diff.empty');

  return (
    <div className="content-diff">
      <div className="content-diff__bar">
        <span role="status">
          {changed
            ? t('diff.changedCount', { count: changed })
            : t('diff.noChanges')}
        </span>
        <span className="content-diff__toggle">
          <Switch
            id={switchId}
            size="small"
            checked={showAll}
            onChange={setShowAll}
          />
          <label htmlFor={switchId}>{t('diff.showUnchanged')}</label>
        </span>
      </div>
      {shown.length > 0 && (
        <div className="content-diff__scroll">
          <table className="content-diff__table">
            <colgroup>
              <col className="content-diff__label-col" />
              <col />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('diff.field')}</th>
                <th scope="col">{beforeLabel ?? t('diff.before')}</th>
                <th scope="col">{afterLabel ?? t('diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr
                  key={row.key}
                  className={row.changed ? 'content-diff__changed' : undefined}
                >
                  <th scope="row">
                    <span className="content-diff__label">{row.label}</span>
                    {row.changed && (
                      <Tag color="orange" variant="outlined">
                        {t('diff.changed')}
                      </Tag>
                    )}
                  </th>
                  <td>
                    <Side row={row} side="before" empty={empty} />
                  </td>
                  <td>
                    <Side row={row} side="after" empty={empty} />
                    {row.changed && !row.parts && (
                      <p className="content-diff__note">
                        {t('diff.formatOnly')}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ContentDiff(props: ContentDiffProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Comparison {...props} />
    </Suspense>
  );
}
