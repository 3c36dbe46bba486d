/**
 * Edit a table's generator settings (`/tool/gen-edit/index/:tableId`):
 * basic info, field info and generation info; save returns to the list.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { optionselect } from '@/api/system/dict/type';
import { listMenu } from '@/api/system/menu';
import { getGenTable, updateGenTable } from '@/api/tool/gen';
import { useTab } from '@/hooks/use-tab';
import { feedback } from '@/lib/feedback';
import type { SysMenu } from '@/types/menu';
import type { SysDictType } from '@/types/dict';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';
import { handleTree } from '@/utils/tree';
import { BasicInfoForm } from './basic-info-form';
import { ColumnTable } from './column-table';
import { GenInfoForm, type MenuNode } from './gen-info-form';
import '../gen.css';

const LIST_PATH = '/tool/gen';

type MenuTree = SysMenu & { children?: MenuTree[] };

function menuNodes(menus: MenuTree[]): MenuNode[] {
  return menus
    .filter((m) => m.menuType !== 'F')
    .map((m) => ({
      value: m.menuId!,
      title: m.menuName,
      children: m.children ? menuNodes(m.children) : undefined,
    }));
}

export default function GenEditPage() {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const { tableId } = useParams();
  const tab = useTab();
  const [basic] = Form.useForm<GenTable>();
  const [genInfo] = Form.useForm<GenTable>();
  const [info, setInfo] = useState<GenTable>();
  const [columns, setColumns] = useState<GenTableColumn[]>([]);
  const [tables, setTables] = useState<GenTable[]>([]);
  const [dictTypes, setDictTypes] = useState<SysDictType[]>([]);
  const [menus, setMenus] = useState<MenuNode[]>([]);
  const [active, setActive] = useState('columns');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!tableId) return;
    let live = true;
    getGenTable(tableId)
      .then(({ data }) => {
        if (!live || !data) return;
        setInfo(data.info);
        setColumns(data.rows);
        setTables(data.tables);
        basic.setFieldsValue(data.info);
        genInfo.setFieldsValue(data.info);
      })
      .catch(() => undefined);
    optionselect()
      .then((res) => live && setDictTypes(res.data ?? []))
      .catch(() => undefined);
    listMenu()
      .then((res) => {
        if (!live) return;
        const tree = handleTree<MenuTree>(res.data ?? [], 'menuId');
        setMenus([
          { value: 0, title: t('rootMenu'), children: menuNodes(tree) },
        ]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [tableId, basic, genInfo, t]);

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
