/** Columns of the menu tree table (the actions column is the tree screen's). */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Dicts } from '@/components/list-screen';
import { DictTag } from '@/components/dict-tag';
import { MenuIcon } from '@/components/menu-icon';
import { SortableName } from '@/components/tree-screen';
import type { SysMenu } from '@/types/menu';

export function menuColumns(
  t: TFunction,
  dict: Dicts,
  sortable: boolean,
): TableColumnsType<SysMenu> {
  const f = (k: string) => t(`fields.${k}`);
  return [
    {
      title: f('menuName'),
      dataIndex: 'menuName',
      width: 240,
      ellipsis: true,
      render: (name: string) => (
        <SortableName name={name} sortable={sortable} />
      ),
    },
    {
      title: f('icon'),
      dataIndex: 'icon',
      align: 'center',
      width: 70,
      render: (icon?: string) =>
        icon && icon !== '#' ? (
          <span title={icon}>
            <MenuIcon name={icon} />
          </span>
        ) : null,
    },
    { title: f('orderNum'), dataIndex: 'orderNum', align: 'center', width: 70 },
    { title: f('perms'), dataIndex: 'perms', ellipsis: true },
    { title: f('component'), dataIndex: 'component', ellipsis: true },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 90,
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
    },
  ];
}
