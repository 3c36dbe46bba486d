/**
 * The list of a kind's items (`/project/recordItem`, `/project/productItem`):
 * search by owner, name, type and status; sortable paged table; add / edit
 * (the owner preselected from the search) / delete (single and batch);
 * export.
 */
import { useMemo, type ReactNode } from 'react';
import { Col, Form, Row } from 'antd';
import {
  FormDialog,
  ListScreen,
  useListScreen,
} from '@/components/list-screen';
import {
  OrderItem,
  RemarkItem,
  requiredRule,
  StatusItem,
} from '../content-form-items';
import { OwnerSelect } from '../owner-select';
import {
  itemSchema,
  type ContentItem,
  type ItemKind,
  type ItemQuery,
} from './item-kind';

export function ItemsScreen<R extends ContentItem, Q extends ItemQuery>({
  kind,
}: {
  kind: ItemKind<R, Q>;
}) {
  const schema = useMemo(() => itemSchema(kind), [kind]);
  const screen = useListScreen(schema);
  const { t, f, table, dialog } = screen;
  const { owner, form, Fields } = kind;
  const ownerId = table.query[owner.key] as number | undefined;
  const defaults = useMemo(
    () => ({ [owner.key]: ownerId }) as Partial<R>,
    [owner.key, ownerId],
  );
  const half = { xs: 24, [form.breakpoint]: 12 };

  return (
    <ListScreen
      screen={screen}
      scrollX={1440}
      search={
        {
          [owner.key]: (
            <OwnerSelect
              allowClear
              aria-label={f(owner.key)}
              style={{ width: 240 }}
              search={owner.search}
              value={ownerId}
              placeholder={t(owner.placeholder)}
              onChange={(id) =>
                table.setQuery({ [owner.key]: id } as Partial<Q>)
              }
            />
          ),
        } as Partial<Record<keyof Q & string, ReactNode>>
      }
    >
      <FormDialog screen={screen} form={form} defaults={defaults}>
        <Form.Item
          name={owner.key as string}
          label={f(owner.key)}
          rules={[requiredRule(t, owner.key)]}
        >
          <OwnerSelect
            aria-label={f(owner.key)}
            search={owner.search}
            currentLabel={dialog.record?.[owner.name] as string | undefined}
            placeholder={t(owner.placeholder)}
          />
        </Form.Item>
        <Fields t={t} />
        <Row gutter={16}>
          <Col {...half}>
            <OrderItem t={t} />
          </Col>
          <Col {...half}>
            <StatusItem t={t} />
          </Col>
        </Row>
        <RemarkItem t={t} />
      </FormDialog>
    </ListScreen>
  );
}
