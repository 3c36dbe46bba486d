/**
 * The designed form as a real antd form: validation as designed; a valid
 * submit shows the values as JSON.
 */
import { Button, Col, Form, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from './field-control';
import { toControlValue, toJsonValue } from './field-values';
import { fieldRules, requiredKey } from './form-rules';
import {
  allFields,
  isRow,
  WRAPPER_COL,
  type FormField,
  type FormSchema,
} from './schema';

function PreviewItem({ field }: { field: FormField }) {
  const { t } = useTranslation('tool-build');
  const valueProp =
    field.type === 'switch'
      ? 'checked'
      : field.type === 'upload'
        ? 'fileList'
        : 'value';
  return (
    <Form.Item
      label={field.label}
      name={field.name}
      valuePropName={valueProp}
      getValueFromEvent={
        field.type === 'upload'
          ? (e: { fileList: unknown[] }) => e.fileList
          : undefined
      }
      rules={fieldRules(
        field,
        t(requiredKey(field.type), { label: field.label || field.name }),
      )}
    >
      <FieldControl field={field} live />
    </Form.Item>
  );
}

export function PreviewForm({ schema }: { schema: FormSchema }) {
  const { t } = useTranslation('tool-build');
  const [form] = Form.useForm();
  const [values, setValues] = useState<string | null>(null);
  const fields = allFields(schema.items);
  const initialValues = useMemo(
    () =>
      Object.fromEntries(
        allFields(schema.items).map((f) => [f.name, toControlValue(f)]),
      ),
    [schema.items],
  );
  const { form: settings } = schema;
  const horizontal = settings.layout === 'horizontal';
  return (
    <>
      <Form
        form={form}
        layout={settings.layout}
        size={settings.size}
        labelCol={horizontal ? { flex: `${settings.labelWidth}px` } : undefined}
        wrapperCol={horizontal ? WRAPPER_COL : undefined}
        labelWrap
        initialValues={initialValues}
        onFinish={(v: Record<string, unknown>) =>
          setValues(
            JSON.stringify(
              Object.fromEntries(
                fields.map((f) => [f.name, toJsonValue(f, v[f.name])]),
              ),
              null,
              2,
            ),
          )
        }
        onFinishFailed={() => setValues(null)}
      >
        <Row gutter={settings.gutter}>
          {schema.items.map((item) =>
            isRow(item) ? (
              <Col span={24} key={item.id}>
                <Row gutter={item.gutter}>
                  {item.columns.map((c) => (
                    <Col span={c.span} key={c.id}>
                      {c.children.map((f) => (
                        <PreviewItem key={f.id} field={f} />
                      ))}
                    </Col>
                  ))}
                </Row>
              </Col>
            ) : (
              <Col span={item.span} key={item.id}>
                <PreviewItem field={item} />
              </Col>
            ),
          )}
        </Row>
        <Form.Item label={horizontal ? ' ' : undefined} colon={false}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('preview.submit')}
            </Button>
            <Button
              htmlType="button"
              onClick={() => {
                form.resetFields();
                setValues(null);
              }}
            >
              {t('preview.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {values && (
        <section
          className="form-build__values"
          aria-label={t('preview.values')}
        >
          <h3>{t('preview.values')}</h3>
          <pre>{values}</pre>
        </section>
      )}
    </>
  );
}
