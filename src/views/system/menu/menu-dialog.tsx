/**
 * Add / edit a menu: the fields shown follow the type (directory, menu,
 * button) as in RuoYi. Server messages (duplicate names, bad links, stale
 * edits) keep the dialog open.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Tooltip,
  TreeSelect,
} from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addMenu, listMenu, updateMenu } from '@/api/system/menu';
import { IconSelect } from '@/components/icon-select';
import { feedback } from '@/lib/feedback';
import type { MenuType, SysMenu } from '@/types/menu';
import type { DictOption } from '@/types/system';
import { handleTree } from '@/utils/tree';

/** What the dialog edits: a loaded menu, or a new one under `parentId`. */
export interface MenuDialogTarget {
  record?: SysMenu;
  parentId?: number;
}

export interface MenuDialogProps {
  open: boolean;
  target?: MenuDialogTarget;
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

const isHttp = (v: string) => /^https?:\/\//i.test(v);

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/** Directories and menus as parent choices under the root; `self` and below disabled. */
function parentTree(rows: SysMenu[], root: string, self?: number) {
  const nodes = handleTree(
    rows.filter((m) => m.menuType !== 'F'),
    'menuId',
  );
  const convert = (list: SysMenu[], blocked: boolean): ParentNode[] =>
    list.map((m) => {
      const off = blocked || m.menuId === self;
      return {
        value: m.menuId!,
        title: m.menuName,
        disabled: off || undefined,
        children: m.children?.length ? convert(m.children, off) : undefined,
      };
    });
  return [{ value: 0, title: root, children: convert(nodes, false) }];
}

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
  const [saving, setSaving] = useState(false);
  const [menus, setMenus] = useState<SysMenu[]>([]);
  const menuType = (Form.useWatch('menuType', form) ?? 'M') as MenuType;
  const isFrame = Form.useWatch('isFrame', form) as string | undefined;
  const record = target?.record;
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });
  /** A label with RuoYi's help icon. */
  const hinted = (k: string): ReactNode => (
    <span>
      {f(k)}{' '}
      <Tooltip title={t(`hints.${k}`)}>
        <QuestionCircleOutlined aria-hidden="true" />
      </Tooltip>
    </span>
  );
  const radios = (pairs: [string, string][]) =>
    pairs.map(([value, label]) => ({ value, label }));

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

  const submit = async () => {
    const values = await form.validateFields();
    const data: SysMenu = { ...EMPTY, ...record, ...values };
    setSaving(true);
    try {
      if (record?.menuId !== undefined) {
        await updateMenu(data);
        feedback.success(t('crud:editSuccess'));
      } else {
        await addMenu(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const notButton = menuType !== 'F';
  const isMenu = menuType === 'C';

  return (
    <Modal
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={760}
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
            options={radios([
              ['M', t('types.M')],
              ['C', t('types.C')],
              ['F', t('types.F')],
            ])}
          />
        </Form.Item>
        {notButton && (
          <Form.Item name="icon" label={f('icon')}>
            <IconSelect placeholder={t('iconPlaceholder')} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="menuName"
              label={f('menuName')}
              rules={[required('menuName'), { max: 50 }]}
            >
              <Input
                placeholder={t('crud:enter', { field: f('menuName') })}
                maxLength={50}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="orderNum"
              label={f('orderNum')}
              rules={[
                {
                  required: true,
                  message: t('crud:required', { field: f('orderNum') }),
                },
              ]}
            >
              <InputNumber min={0} precision={0} />
            </Form.Item>
          </Col>
          {notButton && (
            <Col span={12}>
              <Form.Item name="isFrame" label={hinted('isFrame')}>
                <Radio.Group
                  options={radios([
                    ['0', t('yes')],
                    ['1', t('no')],
                  ])}
                />
              </Form.Item>
            </Col>
          )}
          {notButton && (
            <Col span={12}>
              <Form.Item
                name="path"
                label={hinted('path')}
                rules={[
                  required('path'),
                  { max: 200 },
                  {
                    validator: (_, v?: string) =>
                      isFrame === '0' && v && !isHttp(v.trim())
                        ? Promise.reject(new Error(t('linkInvalid')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Input
                  placeholder={t('crud:enter', { field: f('path') })}
                  maxLength={200}
                />
              </Form.Item>
            </Col>
          )}
          {isMenu && (
            <Col span={12}>
              <Form.Item
                name="component"
                label={hinted('component')}
                rules={[{ max: 255 }]}
              >
                <Input
                  placeholder={t('crud:enter', { field: f('component') })}
                  maxLength={255}
                />
              </Form.Item>
            </Col>
          )}
          {menuType !== 'M' && (
            <Col span={12}>
              <Form.Item
                name="perms"
                label={hinted('perms')}
                rules={[{ max: 100 }]}
              >
                <Input
                  placeholder={t('crud:enter', { field: f('perms') })}
                  maxLength={100}
                />
              </Form.Item>
            </Col>
          )}
          {isMenu && (
            <Col span={12}>
              <Form.Item
                name="query"
                label={hinted('query')}
                rules={[
                  { max: 255 },
                  {
                    validator: (_, v?: string) =>
                      !v || isJsonObject(v)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('queryInvalid'))),
                  },
                ]}
              >
                <Input
                  placeholder={t('crud:enter', { field: f('query') })}
                  maxLength={255}
                />
              </Form.Item>
            </Col>
          )}
          {isMenu && (
            <Col span={12}>
              <Form.Item
                name="routeName"
                label={hinted('routeName')}
                rules={[{ max: 50 }]}
              >
                <Input
                  placeholder={t('crud:enter', { field: f('routeName') })}
                  maxLength={50}
                />
              </Form.Item>
            </Col>
          )}
          {isMenu && (
            <Col span={12}>
              <Form.Item name="isCache" label={hinted('isCache')}>
                <Radio.Group
                  options={radios([
                    ['0', t('cache')],
                    ['1', t('noCache')],
                  ])}
                />
              </Form.Item>
            </Col>
          )}
          {notButton && (
            <Col span={12}>
              <Form.Item name="visible" label={hinted('visible')}>
                <Radio.Group
                  options={visibleOptions.map((o) => ({
                    label: o.label,
                    value: o.value,
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          {notButton && (
            <Col span={12}>
              <Form.Item name="status" label={hinted('status')}>
                <Radio.Group
                  options={statusOptions.map((o) => ({
                    label: o.label,
                    value: o.value,
                  }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}

function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}
