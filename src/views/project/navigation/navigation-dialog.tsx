/**
 * Add / edit a navigation entry. The parent picker offers "Top level" and
 * the tree; when editing, the entry itself and its descendants are left
 * out (they cannot become its parent). Server messages keep it open.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditModal } from '@/components/crud';
import { addNavigation, updateNavigation } from '@/api/project/navigation';
import type { ColumnOption } from '@/components/project-content';
import { feedback } from '@/lib/feedback';
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

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (record?.navId !== undefined) {
        await updateNavigation({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addNavigation({ ...EMPTY, ...values });
        feedback.success(t('crud:addSuccess'));
      }
      nav.saved();
    } catch {
      // the request layer showed the server's message
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
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onClose={nav.dialog.close}
      forceRender
      width={720}
    >
      <Form form={form} layout="vertical" className="crud-form">
        <NavigationFields t={t} parents={parents} />
      </Form>
    </EditModal>
  );
}
