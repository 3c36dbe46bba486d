/** Makes a preview link of one draft and shows it. */
import { useState } from 'react';
import { Button } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { createPreview } from '@/api/project/publishing';
import type { ContentKind } from '@/types/publishing';
import type { CreatedPreview } from '@/types/release';
import { CreatedLink } from './created-link';

export function DraftPreview({ kind, id }: { kind: ContentKind; id: number }) {
  const { t } = useTranslation('project-publishing');
  const [link, setLink] = useState<CreatedPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const create = () => {
    setBusy(true);
    createPreview({ kind, id })
      .then((res) => setLink(res.data ?? null))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button icon={<EyeOutlined />} loading={busy} onClick={create}>
        {t('preview.link')}
      </Button>
      <CreatedLink link={link} onClose={() => setLink(null)} />
    </>
  );
}
