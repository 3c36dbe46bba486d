/** Makes a preview link of a whole release, valid for a chosen time. */
import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createPreview } from '@/api/project/publishing';
import { listRelease } from '@/api/project/release';
import { EditModal } from '@/components/crud';
import type { CreatedPreview, Release } from '@/types/release';

const MINUTES = [60, 240, 1440] as const;

interface Values {
  releaseId?: number;
  minutes: number;
}

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (link: CreatedPreview) => void;
}

export function PreviewDialog({
  open,
  onClose,
  onCreated,
}: PreviewDialogProps) {
  const { t } = useTranslation(['project-publishing', 'crud']);
  const [form] = Form.useForm<Values>();
  const [releases, setReleases] = useState<Release[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    let active = true;
    Promise.all(
      (['open', 'scheduled'] as const).map((status) =>
        listRelease({ status, pageNum: 1, pageSize: 50 }),
      ),
    ).then(
      (lists) => active && setReleases(lists.flatMap((l) => l.rows)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await createPreview(
        { releaseId: values.releaseId! },
        values.minutes,
      );
      if (res.data) onCreated(res.data);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const f = (key: string) => t(`preview.fields.${key}`);
  return (
    <EditModal
      form={form}
      open={open}
      title={t('preview.add')}
      okText={t('preview.create')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
      forceRender
      width={520}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ minutes: MINUTES[0] }}
      >
        <Form.Item
          name="releaseId"
          label={f('release')}
          rules={[{ required: true, message: t('preview.releaseRequired') }]}
        >
          <Select
            options={releases.map((r) => ({
              value: r.releaseId,
              label: r.releaseName,
            }))}
          />
        </Form.Item>
        <Form.Item name="minutes" label={f('minutes')}>
          <Select
            options={MINUTES.map((m) => ({
              value: m,
              label: t(`preview.minutes.${m}`),
            }))}
          />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
