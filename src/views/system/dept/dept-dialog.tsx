/**
 * Add / edit a department. The parent picker offers the departments the
 * user may see; when editing, the department itself and its descendants
 * are left out (they cannot become its parent).
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addDept,
  listDept,
  listDeptExcludeChild,
  updateDept,
} from '@/api/system/dept';
import { SaveDialog } from '@/components/crud';
import type { TreeDialogTarget } from '@/components/tree-screen';
import type { SysDept } from '@/types/dept';
import type { DictOption } from '@/types/system';
import { handleTree } from '@/utils/tree';
import { DeptFormFields } from './dept-form-fields';

export interface DeptDialogProps {
  open: boolean;
  /** `record` to edit, or a new department (optionally under `parentId`). */
  target?: TreeDialogTarget<SysDept>;
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

function toOptions(nodes: SysDept[]): TreeOption[] {
  return nodes.map((n) => ({
    value: n.deptId!,
    title: n.deptName,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

export function DeptDialog({
  open,
  target,
  statusOptions,
  onClose,
  onSaved,
}: DeptDialogProps) {
  const { t } = useTranslation(['system-dept', 'crud']);
  const [form] = Form.useForm<SysDept>();
  const [parents, setParents] = useState<SysDept[]>([]);
  const record = target?.record;
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      orderNum: 0,
      status: '0',
      ...(target?.parentId !== undefined ? { parentId: target.parentId } : {}),
      ...record,
    });
    const load = record?.deptId
      ? listDeptExcludeChild(record.deptId)
      : listDept();
    load.then(
      (res) => setParents(res.data ?? []),
      () => setParents([]),
    );
  }, [open, target, record, form]);

  const treeData = useMemo(
    () => toOptions(handleTree(parents, 'deptId')),
    [parents],
  );
  const isRoot = record !== undefined && record.parentId === 0;

  return (
    <SaveDialog<SysDept>
      open={open}
      editing={record !== undefined}
      what={t('entity')}
      form={form}
      width={600}
      prepare={() => form.validateFields()}
      send={(values) =>
        record?.deptId !== undefined
          ? updateDept({ ...record, ...values })
          : addDept(values)
      }
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" className="crud-form">
        {!isRoot && (
          <Form.Item
            name="parentId"
            label={f('parentId')}
            rules={[
              {
                required: true,
                message: t('crud:required', { field: f('parentId') }),
              },
            ]}
          >
            <TreeSelect
              treeData={treeData}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('crud:select', { field: f('parentId') })}
            />
          </Form.Item>
        )}
        <DeptFormFields statusOptions={statusOptions} />
      </Form>
    </SaveDialog>
  );
}
