/**
 * The menu form's controls; those shown follow the type as in RuoYi: a
 * directory has an icon, link and route path; a menu adds its component,
 * permission, route query, route name and cache; a button has a permission.
 */
import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuType } from '@/types/menu';
import type { DictOption } from '@/types/system';

export interface MenuFormFieldsProps {
  menuType: MenuType;
  /** "Is external link" is chosen: the path must be an http(s) address. */
  external: boolean;
  visibleOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
}

const isHttp = (v: string) => /^https?:\/\//i.test(v);

function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

const radios = (pairs: [string, string][]) =>
  pairs.map(([value, label]) => ({ value, label }));
const options = (list: readonly DictOption[]) =>
  list.map((o) => ({ label: o.label, value: o.value }));

export function MenuFormFields({
  menuType,
  external,
  visibleOptions,
  statusOptions,
}: MenuFormFieldsProps) {
  const { t } = useTranslation(['system-menu', 'crud']);
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });
  /** A half-width field whose label has RuoYi's help icon. */
  const hinted = (name: string, control: ReactNode, rules?: Rule[]) => (
    <Col span={12}>
      <Form.Item
        name={name}
        rules={rules}
        label={
          <span>
            {f(name)}{' '}
            <Tooltip title={t(`hints.${name}`)}>
              <QuestionCircleOutlined aria-hidden="true" />
            </Tooltip>
          </span>
        }
      >
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: string, max: number) => (
    <Input placeholder={t('crud:enter', { field: f(name) })} maxLength={max} />
  );
  const notButton = menuType !== 'F';
  const isMenu = menuType === 'C';

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="menuName"
          label={f('menuName')}
          rules={[required('menuName'), { max: 50 }]}
        >
          {text('menuName', 50)}
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
      {notButton &&
        hinted(
          'isFrame',
          <Radio.Group
            options={radios([
              ['0', t('yes')],
              ['1', t('no')],
            ])}
          />,
        )}
      {notButton &&
        hinted('path', text('path', 200), [
          required('path'),
          { max: 200 },
          {
            validator: (_, v?: string) =>
              external && v && !isHttp(v.trim())
                ? Promise.reject(new Error(t('linkInvalid')))
                : Promise.resolve(),
          },
        ])}
      {isMenu && hinted('component', text('component', 255), [{ max: 255 }])}
      {menuType !== 'M' && hinted('perms', text('perms', 100), [{ max: 100 }])}
      {isMenu &&
        hinted('query', text('query', 255), [
          { max: 255 },
          {
            validator: (_, v?: string) =>
              !v || isJsonObject(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('queryInvalid'))),
          },
        ])}
      {isMenu && hinted('routeName', text('routeName', 50), [{ max: 50 }])}
      {isMenu &&
        hinted(
          'isCache',
          <Radio.Group
            options={radios([
              ['0', t('cache')],
              ['1', t('noCache')],
            ])}
          />,
        )}
      {notButton &&
        hinted('visible', <Radio.Group options={options(visibleOptions)} />)}
      {notButton &&
        hinted('status', <Radio.Group options={options(statusOptions)} />)}
    </Row>
  );
}
