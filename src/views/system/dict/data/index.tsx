/**
 * Dictionary data of one type (`/system/dict-data/index/{dictId}`, gated by
 * system:dict:list; `/system/dict/data`): pick the type, search by label and
 * status, paged table with each label shown in its style, add / edit / delete,
 * export. Every change makes the SPA reload that type's options.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Select } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { optionselect } from '@/api/system/dict/type';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { useTab } from '@/hooks/use-tab';
import { DICT_TYPES_PATH } from '@/router/paths';
import type { SysDictType } from '@/types/dict';
import { forgetTypes } from '../forget-types';
import { dataSchema } from './data';

export default function DictDataPage() {
  const { dictId } = useParams();
  const tab = useTab();
  const [types, setTypes] = useState<SysDictType[]>([]);
  const [defaultType, setDefaultType] = useState<string>();
  const screen = useListScreen(dataSchema, {
    immediate: false,
    onRemoved: (rows) => forgetTypes(...new Set(rows.map((r) => r.dictType))),
    onSaved: (_, before) => forgetTypes(dictType, before?.dictType),
  });
  const { t, f, table } = screen;
  const { search } = table;
  const dictType = table.query.dictType ?? defaultType ?? '';
  const formDefaults = useMemo(() => ({ dictType }), [dictType]);

  // The page's type, found in the picker's list (which needs no permission
  // beyond the page's own), then its data. Once per type id: a kept tab shown
  // again keeps whatever type the user picked meanwhile.
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (!dictId || opened.current === dictId) return;
    let live = true;
    optionselect()
      .then((res) => {
        if (!live) return;
        opened.current = dictId;
        const all = res.data ?? [];
        setTypes(all);
        const own = all.find((type) => String(type.dictId) === dictId);
        if (!own) return;
        setDefaultType(own.dictType);
        void search({ dictType: own.dictType });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dictId, search]);

  return (
    <ListScreen
      screen={screen}
      formDefaults={formDefaults}
      addDisabled={!dictType}
      onRefresh={() => void table.load()}
      search={{
        dictType: (
          <Select
            aria-label={f('dictType')}
            value={table.query.dictType}
            showSearch
            optionFilterProp="label"
            options={types.map((type) => ({
              label: type.dictName,
              value: type.dictType,
            }))}
            onChange={(value: string) => table.setQuery({ dictType: value })}
          />
        ),
      }}
      onReset={() =>
        void table.search({
          dictType: defaultType,
          dictLabel: undefined,
          status: undefined,
        })
      }
      toolbar={[
        {
          key: 'close',
          label: t('close'),
          icon: <CloseOutlined />,
          color: 'warning',
          onClick: () => tab.closeOpenPage(DICT_TYPES_PATH),
        },
      ]}
    />
  );
}
