/**
 * Edit a table's generator settings (`/tool/gen-edit/index/:tableId`):
 * basic info, field info and generation info; save returns to the list.
 */
import { useState } from 'react';
import { Button, Form, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateGenTable } from '@/api/tool/gen';
import { useTab } from '@/hooks/use-tab';
import { feedback } from '@/lib/feedback';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';
import { BasicInfoForm } from './basic-info-form';
import { ColumnTable } from './column-table';
import { GenInfoForm } from './gen-info-form';
import { useEditData } from './use-edit-data';
import '../gen.css';

const LIST_PATH = '/tool/gen';

export default function GenEditPage() {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const { tableId } = useParams();
  const tab = useTab();
  const [basic] = Form.useForm<GenTable>();
  const [genInfo] = Form.useForm<GenTable>();
  const { info, columns, setColumns, tables, dictTypes, menus } = useEditData(
    tableId,
    basic,
    genInfo,
  );
  const [active, setActive] = useState('columns');
  const [saving, setSaving] = useState(false);

  const changeColumn = (columnId: number, patch: Partial<GenTableColumn>) =>
    setColumns((cols) =>
      cols.map((c) => (c.columnId === columnId ? { ...c, ...patch } : c)),
    );

  const save = async () => {
    if (!info) return;
    let b: GenTable;
    let g: GenTable;
    try {
      b = await basic.validateFields();
    } catch {
      setActive('basic');
      return;
    }
    try {
      g = await genInfo.validateFields();
    } catch {
      setActive('genInfo');
      return;
    }
    setSaving(true);
    try {
      await updateGenTable({
        ...info,
        ...b,
        ...g,
        columns,
        params: {
          treeCode: g.treeCode ?? null,
          treeParentCode: g.treeParentCode ?? null,
          treeName: g.treeName ?? null,
          parentMenuId: g.parentMenuId ?? null,
        },
      });
      feedback.success(t('crud:editSuccess'));
      tab.closeOpenPage(LIST_PATH);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="crud-page gen-edit">
      <Spin spinning={!info}>
        <Tabs
          activeKey={active}
          onChange={setActive}
          items={[
            {
              key: 'basic',
              label: t('tab.basic'),
              forceRender: true,
              children: <BasicInfoForm form={basic} />,
            },
            {
              key: 'columns',
              label: t('tab.columns'),
              children: (
                <ColumnTable
                  columns={columns}
                  dictTypes={dictTypes}
                  onChange={changeColumn}
                />
              ),
            },
            {
              key: 'genInfo',
              label: t('tab.genInfo'),
              forceRender: true,
              children: (
                <GenInfoForm
                  form={genInfo}
                  columns={columns}
                  tables={tables}
                  menus={menus}
                />
              ),
            },
          ]}
        />
        <div className="gen-edit-footer">
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('save')}
            </Button>
            <Button onClick={() => tab.closeOpenPage(LIST_PATH)}>
              {t('back')}
            </Button>
          </Space>
        </div>
      </Spin>
    </div>
  );
}
