/**
 * Departments (`/system/dept`): a tree table under the user's data scope,
 * search by name and status, add (also as a child of a row), edit, delete.
 */
import {
  SortableName,
  TreeScreen,
  useTreeScreen,
} from '@/components/tree-screen';
import { DictTag } from '@/components/dict-tag';
import { deptSchema } from './data';
import { DeptDialog } from './dept-dialog';

export default function DeptPage() {
  const screen = useTreeScreen(deptSchema);
  const { f, dict, dialog } = screen;
  return (
    <TreeScreen
      screen={screen}
      columns={[
        {
          title: f('deptName'),
          dataIndex: 'deptName',
          width: 280,
          render: (name: string) => (
            <SortableName name={name} sortable={screen.sortable} />
          ),
        },
        {
          title: f('orderNum'),
          dataIndex: 'orderNum',
          align: 'center',
          width: 200,
        },
        {
          title: f('status'),
          dataIndex: 'status',
          align: 'center',
          width: 100,
          render: (v: string) => (
            <DictTag options={dict.sys_normal_disable} value={v} />
          ),
        },
        {
          title: f('createTime'),
          dataIndex: 'createTime',
          align: 'center',
          width: 200,
        },
      ]}
    >
      <DeptDialog
        open={dialog.open}
        target={dialog.record}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={screen.saved}
      />
    </TreeScreen>
  );
}
