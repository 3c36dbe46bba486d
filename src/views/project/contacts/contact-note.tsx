/** An internal note for colleagues, added to the enquiry's history. */
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactWork } from './use-contact-work';

/** The server's limit on a note. */
const NOTE_MAX = 2000;

export interface ContactNoteProps {
  work: ContactWork;
  /** The note being written (the drawer asks before dropping it). */
  body: string;
  onChange: (body: string) => void;
}

export function ContactNote({ work, body, onChange }: ContactNoteProps) {
  const { t } = useTranslation('project-contact');
  const [saving, setSaving] = useState(false);

  const add = async () => {
    setSaving(true);
    try {
      if (await work.note(body.trim())) onChange('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space.Compact block className="contact-note">
      <Input.TextArea
        aria-label={t('note.label')}
        placeholder={t('note.placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={NOTE_MAX}
        value={body}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        loading={saving}
        disabled={!body.trim()}
        onClick={() => void add()}
      >
        {t('note.add')}
      </Button>
    </Space.Compact>
  );
}
