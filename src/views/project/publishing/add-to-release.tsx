/**
 * Puts a draft under review into a release: an open or scheduled one, or
 * a new release made for it.
 */
import { useEffect, useState } from 'react';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addRelease,
  getRelease,
  listRelease,
  updateRelease,
} from '@/api/project/release';
import { EditModal } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import type { Release, ReleaseForm, ReviewEntry } from '@/types/release';
import { ReleaseFields, type ReleaseFieldValues } from './release-fields';
import { DEFAULT_SITE_ZONE, toSiteTime } from './site-time';

interface Values extends ReleaseFieldValues {
  target: 'existing' | 'new';
  releaseId?: number;
}

export interface AddToReleaseProps {
  open: boolean;
  entry: ReviewEntry;
  onClose: () => void;
  onDone: () => void;
}

/** The open and scheduled releases, and the site's time zone. */
async function openReleases() {
  const lists = await Promise.all(
    (['open', 'scheduled'] as const).map((status) =>
      listRelease({ status, pageNum: 1, pageSize: 50 }),
    ),
  );
  return {
    releases: lists.flatMap((l) => l.rows),
    zone: lists[0].timeZone ?? DEFAULT_SITE_ZONE,
  };
}

export function AddToRelease({
  open,
  entry,
  onClose,
  onDone,
}: AddToReleaseProps) {
  const { t } = useTranslation(['project-publishing', 'crud']);
  const [form] = Form.useForm<Values>();
  const [releases, setReleases] = useState<Release[]>([]);
  const [zone, setZone] = useState(DEFAULT_SITE_ZONE);
  const [saving, setSaving] = useState(false);
  const target = Form.useWatch('target', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ target: 'existing', releaseName: entry.title });
    let active = true;
    openReleases().then(
      (found) => {
        if (!active) return;
        setReleases(found.releases);
        setZone(found.zone);
        if (!found.releases.length) form.setFieldValue('target', 'new');
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [open, entry, form]);

  const item = {
    kind: entry.kind,
    itemId: entry.itemId,
    action: entry.action === 'unpublish' ? 'unpublish' : 'publish',
  } as const;

  const send = async (values: Values): Promise<string> => {
    if (values.target === 'new') {
      const name = values.releaseName.trim();
      await addRelease({
        releaseName: name,
        publishAt: toSiteTime(values.publishAt!),
        items: [item],
      });
      return name;
    }
    const { data } = await getRelease(values.releaseId!);
    if (!data) throw new Error('release gone');
    const update: ReleaseForm = {
      releaseId: data.releaseId,
      version: data.version,
      releaseName: data.releaseName,
      publishAt: data.publishAt,
      remark: data.remark ?? undefined,
      items: [
        ...data.items.map(({ kind, itemId, action }) => ({
          kind,
          itemId,
          action,
        })),
        item,
      ],
    };
    await updateRelease(update);
    return data.releaseName;
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    let name: string;
    try {
      name = await send(values);
    } catch {
      return; // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
    feedback.success(t('addTo.added', { name }));
    onClose();
    onDone();
  };

  return (
    <EditModal
      form={form}
      open={open}
      title={t('addTo.title', { title: entry.title })}
      okText={t('addTo.ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
      forceRender
      width={560}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="target">
          <Radio.Group
            options={[
              {
                value: 'existing',
                label: t('addTo.release'),
                disabled: !releases.length,
              },
              { value: 'new', label: t('addTo.new') },
            ]}
          />
        </Form.Item>
        {target === 'new' ? (
          <ReleaseFields zone={zone} />
        ) : (
          <Form.Item
            name="releaseId"
            label={t('addTo.release')}
            rules={[{ required: true, message: t('addTo.pick') }]}
          >
            <Select
              placeholder={t('addTo.pick')}
              options={releases.map((r) => ({
                value: r.releaseId,
                label: `${r.releaseName} — ${t('release.zoned', {
                  time: r.publishAt,
                  zone,
                })}`,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </EditModal>
  );
}
