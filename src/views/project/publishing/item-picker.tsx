/**
 * Picks one item of a kind for a release, searched by title among those
 * the action fits: drafts (new, changed or in review) to publish,
 * published items to take off the site.
 */
import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { findContent, type ContentOption } from '@/api/project/publishing';
import type { ContentKind, PublishState } from '@/types/publishing';
import type { ReleaseAction } from '@/types/release';

const STATES: Record<ReleaseAction, PublishState[]> = {
  publish: ['review', 'draft', 'changed'],
  unpublish: ['published', 'changed'],
};

export interface ItemPickerProps {
  kind: ContentKind;
  action: ReleaseAction;
  value?: number;
  onChange?: (itemId: number) => void;
  /** Items already known (a release's own), shown by title. */
  known: readonly ContentOption[];
  'aria-label'?: string;
}

export function ItemPicker({
  kind,
  action,
  value,
  onChange,
  known,
  ...aria
}: ItemPickerProps) {
  const { t } = useTranslation('project-publishing');
  const [found, setFound] = useState<ContentOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [text, setText] = useState('');
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      Promise.all(STATES[action].map((s) => findContent(kind, s, text)))
        .then((lists) => call === latest.current && setFound(lists.flat()))
        .catch(() => call === latest.current && setFound([]))
        .finally(() => call === latest.current && setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [kind, action, text]);

  const options = new Map<number, ContentOption>();
  for (const o of [...known, ...found])
    if (o.kind === kind && !options.has(o.itemId)) options.set(o.itemId, o);

  return (
    <Select<number>
      {...aria}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={t('release.pickItem')}
      options={[...options.values()].map((o) => ({
        value: o.itemId,
        label: o.publishState
          ? `${o.title} (${t(`release.states.${o.publishState}`)})`
          : o.title,
      }))}
    />
  );
}
