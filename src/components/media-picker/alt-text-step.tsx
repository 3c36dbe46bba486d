/**
 * Asks for an image's alt text before it is used: Japanese (required) and
 * English (optional), saved to the library (PUT /project/media) first; a
 * refusal is shown by the request layer and the dialog stays.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveUrl } from '@/components/upload-shared';
import { updateMedia } from '@/api/project/media';
import type { MediaRow } from '@/types/media';
import { focalPosition } from './media-grid';

interface AltValues {
  altJa: string;
  altEn?: string;
}

export interface AltTextStepProps {
  row: MediaRow;
  /** The alt text is saved; `row` carries it. */
  onSaved: (row: MediaRow) => void;
  onBack: () => void;
}

export function AltTextStep({ row, onSaved, onBack }: AltTextStepProps) {
  const { t } = useTranslation('media-picker');
  const [form] = Form.useForm<AltValues>();
  const [saving, setSaving] = useState(false);

  const save = async ({ altJa, altEn }: AltValues) => {
    const next = { ...row, altJa: altJa.trim(), altEn: altEn?.trim() ?? '' };
    setSaving(true);
    try {
      await updateMedia({
        mediaId: row.mediaId,
        fileName: row.fileName,
        folderId: row.folderId,
        altJa: next.altJa,
        altEn: next.altEn,
        focalX: row.focalX,
        focalY: row.focalY,
        tags: row.tags ?? [],
        rowVersion: row.rowVersion,
      });
      onSaved({ ...next, rowVersion: row.rowVersion + 1 });
    } catch {
      // the request layer has shown why; the text stays for another try
    } finally {
      setSaving(false);
    }
  };

  const src = resolveUrl(row.thumbUrl ?? row.url);
  return (
    <section className="media-picker__alt" aria-label={t('alt.title')}>
      {src && (
        <img
          className="media-picker__alt-preview"
          src={src}
          alt=""
          style={{ objectPosition: focalPosition(row) }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        className="media-picker__alt-form"
        initialValues={{ altJa: '', altEn: row.altEn ?? '' }}
        onFinish={save}
      >
        <h3 className="media-picker__alt-title">{t('alt.title')}</h3>
        <p className="media-picker__name">{row.fileName}</p>
        <p>{t('alt.intro')}</p>
        <Form.Item
          name="altJa"
          label={t('alt.ja')}
          rules={[
            { required: true, whitespace: true, message: t('alt.jaRequired') },
            { max: 300 },
          ]}
        >
          <Input.TextArea lang="ja" autoSize={{ minRows: 2 }} autoFocus />
        </Form.Item>
        <Form.Item name="altEn" label={t('alt.en')} rules={[{ max: 300 }]}>
          <Input.TextArea lang="en" autoSize={{ minRows: 2 }} />
        </Form.Item>
        <div className="media-picker__alt-actions">
          <Button onClick={onBack}>{t('alt.back')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('alt.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
