/** Template: the add / edit dialog (`src/views/<module>/<business>/<business>-dialog.tsx`). */
import {
  childColumns,
  editColumns,
  formColumns,
  insertColumns,
  type GenContext,
} from '../context.js';
import { commentText, tsStr } from '../naming.js';
import { control, valueProps } from './web-controls.js';
import { apiPath, dictHook, Imports, label } from './web-shared.js';
import { subTable } from './web-sub-table.js';

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
  const children = ctx.sub ? childColumns(ctx.sub) : [];
  const hook = dictHook([...form, ...children]);
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
  const rows = ctx.sub ? subTable(ctx, ctx.sub, im) : [];
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
    ...(ctx.sub ? [`  const sf = (k: string) => t(\`subFields.\${k}\`);`] : []),
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
    `      width={${ctx.sub ? 900 : 600}}`,
    `    >`,
    `      <Form form={form} labelCol={{ span: 6 }} className="crud-form">`,
    ...items,
    ...rows,
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
