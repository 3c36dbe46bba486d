/** Template: the add / edit dialog (`src/views/<module>/<business>/<business>-dialog.tsx`). */
import type { GenColumn } from '../model.js';
import {
  editColumns,
  formColumns,
  insertColumns,
  isInteger,
  maxLengthOf,
  type GenContext,
} from '../context.js';
import { commentText, tsStr } from '../naming.js';
import {
  apiPath,
  dictHook,
  dictOptions,
  Imports,
  label,
} from './web-shared.js';

function control(c: GenColumn, ctx: GenContext, im: Imports): string {
  const enter = `placeholder={t('crud:enter', { field: ${label(c)} })}`;
  const select = `placeholder={t('crud:select', { field: ${label(c)} })}`;
  if (ctx.tree && c === ctx.tree.parent) {
    im.add('antd', 'TreeSelect');
    return [
      `<TreeSelect`,
      `            allowClear`,
      `            ${select}`,
      `            treeData={treeRows}`,
      `            fieldNames={{ label: ${tsStr(ctx.tree.name.javaField)}, value: ${tsStr(ctx.tree.code.javaField)}, children: 'children' }}`,
      `          />`,
    ].join('\n');
  }
  if (c.javaType === 'boolean') {
    im.add('antd', 'Switch');
    return `<Switch />`;
  }
  const max = maxLengthOf(c);
  const maxProp = max ? ` maxLength={${max}}` : '';
  switch (c.htmlType) {
    case 'textarea':
      im.add('antd', 'Input');
      return `<Input.TextArea ${enter}${maxProp} />`;
    case 'select':
      im.add('antd', 'Select');
      return `<Select allowClear ${select} options={${dictOptions(c)}} />`;
    case 'radio':
      im.add('antd', 'Radio');
      return `<Radio.Group options={${dictOptions(c)}} />`;
    case 'checkbox':
      im.add('antd', 'Checkbox');
      return `<Checkbox.Group options={${dictOptions(c)}} />`;
    case 'datetime':
      im.add('antd', 'DatePicker');
      return `<DatePicker showTime ${select} />`;
    case 'imageUpload':
      im.add('@/components/image-upload', 'ImageUpload');
      return `<ImageUpload />`;
    case 'fileUpload':
      im.add('@/components/file-upload', 'FileUpload');
      return `<FileUpload />`;
    case 'editor':
      im.add('@/components/editor', 'Editor');
      return `<Editor />`;
    default:
      if (c.javaType === 'number') {
        im.add('antd', 'InputNumber');
        return `<InputNumber ${enter}${isInteger(c) ? ' precision={0}' : ''} />`;
      }
      im.add('antd', 'Input');
      return `<Input ${enter}${maxProp} />`;
  }
}

/** Value conversions between the row (text) and the control. */
function valueProps(c: GenColumn, im: Imports): string[] {
  if (c.javaType === 'boolean') return [`          valuePropName="checked"`];
  if (c.htmlType === 'datetime') {
    im.add('dayjs', 'default dayjs', 'type Dayjs');
    return [
      `          getValueProps={(v?: string | null) => ({ value: v ? dayjs(v) : undefined })}`,
      `          normalize={(d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD HH:mm:ss') : null)}`,
    ];
  }
  if (c.htmlType === 'checkbox' && c.javaType === 'string') {
    return [
      `          getValueProps={(v?: string | null) => ({ value: v ? v.split(',') : [] })}`,
      `          normalize={(v?: string[]) => (v ?? []).join(',')}`,
    ];
  }
  return [];
}

export function webDialog(ctx: GenContext): string {
  const { entity, pk, tree } = ctx;
  const im = new Imports()
    .add('react', 'useEffect', 'useState')
    .add('antd', 'Form', 'Modal')
    .add('react-i18next', 'useTranslation')
    .add(apiPath(ctx), `add${entity}`, `update${entity}`, `type ${entity}`)
    .add('@/lib/feedback', 'feedback');
  const form = formColumns(ctx);
  const inserted = new Set(insertColumns(ctx));
  const edited = new Set(editColumns(ctx));
  const hook = dictHook(form);
  if (hook) im.add('@/hooks/use-dict', 'useDict');
  const items = form.flatMap((c) => {
    const rules =
      c.isRequired === '1'
        ? [
            `          rules={[{ required: true, message: t('crud:required', { field: ${label(c)} }) }]}`,
          ]
        : [];
    const hidden = !inserted.has(c)
      ? [`          hidden={!record}`]
      : !edited.has(c)
        ? [`          hidden={!!record}`]
        : [];
    return [
      `        <Form.Item`,
      `          name=${JSON.stringify(c.javaField)}`,
      `          label={${label(c)}}`,
      ...rules,
      ...hidden,
      ...valueProps(c, im),
      `        >`,
      `          ${control(c, ctx, im)}`,
      `        </Form.Item>`,
    ];
  });
  if (hook) im.add('@/hooks/use-dict', 'useDict');
  const body = [
    `export interface ${entity}DialogProps {`,
    `  open: boolean;`,
    `  /** The row being edited; undefined = add. */`,
    `  record?: ${entity};`,
    ...(tree
      ? [
          `  /** Rows as a tree, for the parent picker. */`,
          `  treeRows: ${entity}[];`,
        ]
      : []),
    `  onClose: () => void;`,
    `  onSaved: () => void;`,
    `}`,
    ``,
    `export function ${entity}Dialog({`,
    `  open,`,
    `  record,`,
    ...(tree ? [`  treeRows,`] : []),
    `  onClose,`,
    `  onSaved,`,
    `}: ${entity}DialogProps) {`,
    `  const { t } = useTranslation([${tsStr(ctx.ns)}, 'crud']);`,
    ...(hook ? [hook] : []),
    `  const [form] = Form.useForm<${entity}>();`,
    `  const [saving, setSaving] = useState(false);`,
    `  const f = (k: string) => t(\`fields.\${k}\`);`,
    ``,
    `  useEffect(() => {`,
    `    if (!open) return;`,
    `    form.resetFields();`,
    `    if (record) form.setFieldsValue(record);`,
    `  }, [open, record, form]);`,
    ``,
    `  const submit = async () => {`,
    `    const values = await form.validateFields();`,
    `    setSaving(true);`,
    `    try {`,
    `      if (record?.${pk.javaField} != null) {`,
    `        await update${entity}({ ...record, ...values });`,
    `        feedback.success(t('crud:editSuccess'));`,
    `      } else {`,
    `        await add${entity}(values);`,
    `        feedback.success(t('crud:addSuccess'));`,
    `      }`,
    `      onSaved();`,
    `    } catch {`,
    `      // the request layer showed the server's message`,
    `    } finally {`,
    `      setSaving(false);`,
    `    }`,
    `  };`,
    ``,
    `  return (`,
    `    <Modal`,
    `      open={open}`,
    `      title={t(record ? 'crud:editTitle' : 'crud:addTitle', { what: t('entity') })}`,
    `      okText={t('crud:ok')}`,
    `      cancelText={t('crud:cancel')}`,
    `      confirmLoading={saving}`,
    `      onOk={() => void submit().catch(() => undefined)}`,
    `      onCancel={onClose}`,
    `      forceRender`,
    `      width={600}`,
    `    >`,
    `      <Form form={form} labelCol={{ span: 6 }} className="crud-form">`,
    ...items,
    `      </Form>`,
    `    </Modal>`,
    `  );`,
    `}`,
    ``,
  ];
  return [
    `/** Add / edit ${commentText(ctx.functionName)} (generated). */`,
    ...im.lines(),
    ``,
    ...body,
  ].join('\n');
}
