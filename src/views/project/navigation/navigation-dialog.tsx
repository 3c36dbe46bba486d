/**
 * Add / edit a navigation entry. The parent picker offers "Top level" and
 * the tree; when editing, the entry itself and its descendants are left
 * out (they cannot become its parent). It saves a draft (a publisher may
 * save and publish); its publishing state and a reviewer's comment show at
 * the top. Server messages keep it open.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditModal } from '@/components/crud';
import { addNavigation, updateNavigation } from '@/api/project/navigation';
import type { ColumnOption } from '@/components/project-content';
import { DraftBanner, useDraftSave } from '@/components/publishing-actions';
import type { ProjectNavigation } from '@/types/navigation';
import { handleTree } from '@/utils/tree';
import { NavigationFields } from './navigation-fields';
import type { NavigationState } from './use-navigation';

export interface NavigationDialogProps {
  nav: NavigationState;
}

function toOptions(nodes: ProjectNavigation[]): ColumnOption[] {
  return nodes.map((n) => ({
    value: n.navId!,
    title: n.navName,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

const EMPTY: ProjectNavigation = {
  parentId: 0,
  navName: '',
  mainName: '',
  enName: '',
  link: '',
  mainImage: '',
  navType: '1',
  recordCategory: '',
  showInNav: '1',
  orderNum: 0,
  status: '0',
  remark: '',
};

export function NavigationDialog({ nav }: NavigationDialogProps) {
  const { t } = useTranslation(['project-navigation', 'crud']);
  const [form] = Form.useForm<ProjectNavigation>();
  const [saving, setSaving] = useState(false);
  const { open, record: target } = nav.dialog;
  const { all } = nav;
  const record = target?.record;
  const id = record?.navId;
  const draft = useDraftSave('navigation', id);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      ...EMPTY,
      ...(target?.parentId !== undefined ? { parentId: target.parentId } : {}),
      ...record,
    });
  }, [open, target, record, form]);

  const parents = useMemo(() => {
    const self = record?.navId;
    const allowed = all.filter(
      (n) =>
        self === undefined ||
        (n.navId !== self &&
          !(n.ancestors ?? '').split(',').includes(String(self))),
    );
    return [
      {
        value: 0,
        title: t('topLevel'),
        children: toOptions(handleTree(allowed, 'navId')),
      },
    ];
  }, [all, record, t]);

  const submit = async (publish = false) => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const write = () =>
        id !== undefined
          ? updateNavigation({ ...record, ...values })
          : addNavigation({ ...EMPTY, ...values });
      if (await draft.save(write, publish)) nav.saved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditModal
      form={form}
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={draft.okText}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      footer={draft.footer(
        () => void submit(true).catch(() => undefined),
        saving,
      )}
      onClose={nav.dialog.close}
      forceRender
      width={720}
    >
      <Form form={form} layout="vertical" className="crud-form">
        <DraftBanner kind="navigation" id={id} open={open} />
        <NavigationFields t={t} parents={parents} />
      </Form>
    </EditModal>
  );
}
