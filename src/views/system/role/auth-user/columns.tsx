/** User columns shared by the assign-users page and its select dialog. */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { SysUserRow } from '@/types/user';

export function authUserColumns(
  label: (key: string) => string,
  status: (value: string) => ReactNode,
): TableColumnsType<SysUserRow> {
  return [
    { title: label('userName'), dataIndex: 'userName', align: 'center' },
    { title: label('nickName'), dataIndex: 'nickName', align: 'center' },
    { title: label('email'), dataIndex: 'email', align: 'center' },
    {
      title: label('phonenumber'),
      dataIndex: 'phonenumber',
      align: 'center',
    },
    {
      title: label('status'),
      dataIndex: 'status',
      align: 'center',
      render: (v: string) => status(v),
    },
    {
      title: label('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
    },
  ];
}
