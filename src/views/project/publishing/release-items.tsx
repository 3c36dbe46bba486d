/**
 * A release's items: each a kind, what to do with it (publish, or take
 * off the site) and the item itself. At least one.
 */
import { Button, Form, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import type { ContentOption } from '@/api/project/publishing';
import { CONTENT_KINDS, type ContentKind } from '@/types/publishing';
import type { ReleaseAction } from '@/types/release';
import { ItemPicker } from './item-picker';

export interface ItemRow {
  kind: ContentKind;
  action: ReleaseAction;
  itemId?: number;
}

export const NEW_ITEM: ItemRow = { kind: 'record', action: 'publish' };

function ItemLine({
  name,
  n,
  known,
  onRemove,
}: {
  name: number;
  n: number;
  known: readonly ContentOption[];
  onRemove: () => void;
}) {
  const { t } = useTranslation('project-publishing');
  const form = Form.useFormInstance();
  const kind = Form.useWatch<ContentKind>(['items', name, 'kind']) ?? 'record';
  const action =
    Form.useWatch<ReleaseAction>(['items', name, 'action']) ?? 'publish';
  const clearItem = () =>
    form.setFieldValue(['items', name, 'itemId'], undefined);
  const label = (key: string) => `${t(`release.${key}`)} ${n}`;

  return (
    <div className="publishing-items__row">
      <Form.Item name={[name, 'kind']} noStyle>
        <Select
          aria-label={label('itemKind')}
          className="publishing-items__kind"
          onChange={clearItem}
          options={CONTENT_KINDS.map((k) => ({
            value: k,
            label: t(`kinds.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item name={[name, 'action']} noStyle>
        <Select
          aria-label={label('itemAction')}
          className="publishing-items__action"
          onChange={clearItem}
          options={(['publish', 'unpublish'] as const).map((a) => ({
            value: a,
            label: t(`release.actions.${a}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={[name, 'itemId']}
        className="publishing-items__item"
        rules={[{ required: true, message: t('release.itemRequired') }]}
      >
        <ItemPicker
          aria-label={label('item')}
          kind={kind}
          action={action}
          known={known}
        />
      </Form.Item>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('release.removeItem', { n })}
        onClick={onRemove}
      />
    </div>
  );
}

export function ReleaseItems({ known }: { known: readonly ContentOption[] }) {
  const { t } = useTranslation('project-publishing');
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: (_r, items?: ItemRow[]) =>
            items?.length
              ? Promise.resolve()
              : Promise.reject(new Error(t('release.itemsRequired'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('release.fields.items')} required>
          <div className="publishing-items">
            {fields.map((field, i) => (
              <ItemLine
                key={field.key}
                name={field.name}
                n={i + 1}
                known={known}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_ITEM })}
            >
              {t('release.addItem')}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        </Form.Item>
      )}
    </Form.List>
  );
}
