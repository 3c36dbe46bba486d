/**
 * The add / edit form's controls from the schema, each in a labelled
 * Form.Item with its rules; consecutive half fields share a row.
 */
import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FormField, RenderContext } from './schema';

function rulesOf<R>(
  field: FormField<R>,
  label: string,
  ctx: RenderContext,
): Rule[] {
  const text = field.type === 'input' || field.type === 'textarea';
  return [
    ...(field.required
      ? [
          {
            required: true,
            ...(text && { whitespace: true }),
            message: ctx.t('crud:required', { field: label }),
          },
        ]
      : []),
    ...(field.max === undefined ? [] : [{ max: field.max }]),
    ...(field.rules?.(ctx) ?? []),
  ];
}

function control<R>(
  field: FormField<R>,
  label: string,
  ctx: RenderContext,
): ReactNode {
  const { t, dict } = ctx;
  const maxLength = field.max ?? field.maxLength;
  const options = () =>
    (field.dict ? (dict[field.dict] ?? []) : []).map((o) => ({
      label: o.label,
      value: o.value,
    }));
  switch (field.type) {
    case 'input':
      return (
        <Input
          placeholder={t('crud:enter', { field: label })}
          maxLength={maxLength}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          placeholder={t('crud:enter', { field: label })}
          maxLength={maxLength}
        />
      );
    case 'number':
      return <InputNumber min={0} precision={0} />;
    case 'radio':
      return <Radio.Group options={options()} />;
    case 'select':
      return (
        <Select
          aria-label={label}
          placeholder={t('crud:select', { field: label })}
          options={options()}
        />
      );
    case 'custom':
      return field.render?.(ctx);
  }
}

function item<R>(field: FormField<R>, ctx: RenderContext): ReactNode {
  const label = ctx.t(field.label ?? `fields.${field.name}`);
  const rules = rulesOf(field, label, ctx);
  return (
    <Form.Item
      key={field.name ?? field.label}
      name={field.name as string | undefined}
      label={label}
      rules={rules.length ? rules : undefined}
      extra={field.extra && ctx.t(field.extra)}
    >
      {control(field, label, ctx)}
    </Form.Item>
  );
}

export function FormFields<R>({
  fields,
  ctx,
}: {
  fields: readonly FormField<R>[];
  ctx: RenderContext;
}) {
  const out: ReactNode[] = [];
  for (let i = 0; i < fields.length; i++) {
    if (!fields[i].half) {
      out.push(item(fields[i], ctx));
      continue;
    }
    const pair = [fields[i]];
    while (fields[i + 1]?.half && pair.length < 2) pair.push(fields[++i]);
    out.push(
      <Row key={`row-${i}`} gutter={16}>
        {pair.map((f) => (
          <Col key={f.name ?? f.label} span={12}>
            {item(f, ctx)}
          </Col>
        ))}
      </Row>,
    );
  }
  return <>{out}</>;
}
