/**
 * Operation log (`/monitor/operlog`): search by module, operator, type, status,
 * address and time range; a sortable paged table (newest first); the detail of
 * a row; delete, clean and export.
 */
import { useState } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { RowActions, useAnyPermitted } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import type { SysOperLog } from '@/types/monitor-log';
import { operlogSchema } from './data';
import { OperlogDetail } from './operlog-detail';
import './operlog.css';

export default function OperlogPage() {
  const screen = useListScreen(operlogSchema);
  const { t, dict } = screen;
  const [shown, setShown] = useState<SysOperLog>();
  const canSelect = useAnyPermitted(['monitor:operlog:remove']);

  return (
    <ListScreen
      screen={screen}
      selectable={canSelect}
      actionsCell={(row) => (
        <RowActions
          name={t('operlog.rowName', { id: row.operId })}
          actions={[
            {
              key: 'detail',
              label: t('operlog.detail'),
              icon: <EyeOutlined />,
              perm: 'monitor:operlog:query',
              onClick: () => setShown(row),
            },
          ]}
        />
      )}
    >
      <OperlogDetail
        log={shown}
        typeOptions={dict.sys_oper_type}
        statusOptions={dict.sys_common_status}
        onClose={() => setShown(undefined)}
      />
    </ListScreen>
  );
}
