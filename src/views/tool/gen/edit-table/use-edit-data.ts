/**
 * What the settings page loads: the table's settings and columns, every
 * imported table (for a sub table), the dictionary types and the menu tree
 * without buttons (for the parent menu), under a root entry.
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionselect } from '@/api/system/dict/type';
import { listMenu } from '@/api/system/menu';
import { getGenTable } from '@/api/tool/gen';
import type { SysDictType } from '@/types/dict';
import type { SysMenu } from '@/types/menu';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';
import { handleTree } from '@/utils/tree';
import type { MenuNode } from './gen-info-form';

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

/** Loads table `tableId` and fills both settings forms with it. */
export function useEditData(
  tableId: string | undefined,
  basic: FormInstance<GenTable>,
  genInfo: FormInstance<GenTable>,
) {
  const { t } = useTranslation('tool-gen');
  const [info, setInfo] = useState<GenTable>();
  const [columns, setColumns] = useState<GenTableColumn[]>([]);
  const [tables, setTables] = useState<GenTable[]>([]);
  const [dictTypes, setDictTypes] = useState<SysDictType[]>([]);
  const [menus, setMenus] = useState<MenuNode[]>([]);

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

  return { info, columns, setColumns, tables, dictTypes, menus };
}
