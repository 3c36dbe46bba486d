/**
 * Adds or edits a release: its name, when it goes live (site time), a
 * remark and its items. Editing sends the loaded version back.
 */
import { useEffect, useMemo } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRelease, updateRelease } from '@/api/project/release';
import { SaveDialog } from '@/components/crud';
import type { ReleaseDetail, ReleaseForm } from '@/types/release';
import { ReleaseFields, type ReleaseFieldValues } from './release-fields';
import { NEW_ITEM, ReleaseItems, type ItemRow } from './release-items';
import { fromSiteTime, toSiteTime } from './site-time';

interface Values extends ReleaseFieldValues {
  remark?: string;
  items: ItemRow[];
}

export interface ReleaseDialogProps {
  open: boolean;
  /** The release edited (with its items); adding one when undefined. */
  release?: ReleaseDetail;
  zone: string;
  onClose: () => void;
  onSaved: () => void;
}

export function ReleaseDialog({
  open,
  release,
  zone,
  onClose,
  onSaved,
}: ReleaseDialogProps) {
  const { t } = useTranslation('project-publishing');
  const [form] = Form.useForm<Values>();
  const known = useMemo(
    () =>
      (release?.items ?? []).map((item) => ({
        ...item,
        title: item.title ?? String(item.itemId),
      })),
    [release],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      release
        ? {
            releaseName: release.releaseName,
            publishAt: fromSiteTime(release.publishAt),
            remark: release.remark ?? '',
            items: release.items.map(({ kind, itemId, action }) => ({
              kind,
              itemId,
              action,
            })),
          }
        : { releaseName: '', items: [{ ...NEW_ITEM }] },
    );
  }, [open, release, form]);

  const prepare = async (): Promise<ReleaseForm> => {
    const values = await form.validateFields();
    return {
      ...(release && {
        releaseId: release.releaseId,
        version: release.version,
      }),
      releaseName: values.releaseName.trim(),
      publishAt: toSiteTime(values.publishAt!),
      remark: values.remark || undefined,
      items: values.items.map(({ kind, itemId, action }) => ({
        kind,
        itemId: itemId!,
        action,
      })),
    };
  };

  return (
    <SaveDialog<ReleaseForm>
      open={open}
      editing={!!release}
      what={t('release.entity')}
      width={760}
      form={form}
      prepare={prepare}
      send={(data) => (release ? updateRelease(data) : addRelease(data))}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" className="publishing-release-form">
        <ReleaseFields zone={zone} />
        <ReleaseItems known={known} />
        <Form.Item name="remark" label={t('release.fields.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}
