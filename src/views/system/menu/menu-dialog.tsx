/**
 * Add / edit a menu: the fields shown follow the type (directory, menu,
 * button) as in RuoYi. Server messages (duplicate names, bad links, stale
 * edits) keep the dialog open.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { addMenu, listMenu, updateMenu } from '@/api/system/menu';
import { SaveDialog } from '@/components/crud';
import { IconSelect } from '@/components/icon-select';
import type { TreeDialogTarget } from '@/components/tree-screen';
import type { MenuType, SysMenu } from '@/types/menu';
import type { DictOption } from '@/types/system';
import { MenuFormFields } from './menu-form-fields';
import { parentTree } from './menu-parent-tree';

export interface MenuDialogProps {
  open: boolean;
  /** A loaded menu, or a new one under `parentId`. */
  target?: TreeDialogTarget<SysMenu>;
  visibleOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: SysMenu = {
  menuName: '',
  parentId: 0,
  orderNum: 0,
  path: '',
  component: '',
  query: '',
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: '',
  icon: '#',
};

export function MenuDialog({
  open,
  target,
  visibleOptions,
  statusOptions,
  onClose,
  onSaved,
}: MenuDialogProps) {
  const { t } = useTranslation(['system-menu', 'crud']);
  const [form] = Form.useForm<SysMenu>();
  const [menus, setMenus] = useState<SysMenu[]>([]);
  const menuType = (Form.useWatch('menuType', form) ?? 'M') as MenuType;
  const isFrame = Form.useWatch('isFrame', form) as string | undefined;
  const record = target?.record;
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      ...EMPTY,
      ...(record ?? { parentId: target?.parentId ?? 0 }),
    });
    listMenu()
      .then((res) => setMenus(res.data ?? []))
      .catch(() => undefined);
  }, [open, record, target, form]);

  const treeData = useMemo(
    () => parentTree(menus, t('root'), record?.menuId),
    [menus, record?.menuId, t],
  );

  return (
    <SaveDialog<SysMenu>
      open={open}
      editing={record !== undefined}
      what={t('entity')}
      form={form}
      width={760}
      prepare={async () => ({
        ...EMPTY,
        ...record,
        ...(await form.validateFields()),
      })}
      send={(data) =>
        record?.menuId !== undefined ? updateMenu(data) : addMenu(data)
      }
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form
        form={form}
        labelCol={{ flex: '150px' }}
        labelWrap
        className="crud-form"
      >
        <Form.Item name="parentId" label={f('parentId')}>
          <TreeSelect
            treeData={treeData}
            treeDefaultExpandedKeys={[0]}
            showSearch
            treeNodeFilterProp="title"
            placeholder={t('crud:select', { field: f('parentId') })}
          />
        </Form.Item>
        <Form.Item name="menuType" label={f('menuType')}>
          <Radio.Group
            options={(['M', 'C', 'F'] as const).map((type) => ({
              value: type,
              label: t(`types.${type}`),
            }))}
          />
        </Form.Item>
        {menuType !== 'F' && (
          <Form.Item name="icon" label={f('icon')}>
            <IconSelect placeholder={t('iconPlaceholder')} />
          </Form.Item>
        )}
        <MenuFormFields
          menuType={menuType}
          external={isFrame === '0'}
          visibleOptions={visibleOptions}
          statusOptions={statusOptions}
        />
      </Form>
    </SaveDialog>
  );
}
