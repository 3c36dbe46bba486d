/** Template pieces: a column's form control and its value conversions (dialog and child rows). */
import type { GenColumn } from '../../../repositories/gen-model.js';
import { isInteger, maxLengthOf, type GenContext } from '../context.js';
import { tsStr } from '../naming.js';
import { dictOptions, Imports, label } from './web-shared.js';

/** The control of a column; `name`: its label expression (the dialog's `f('x')`). */
export function control(
  c: GenColumn,
  ctx: GenContext,
  im: Imports,
  name: string = label(c),
): string {
  const enter = `placeholder={t('crud:enter', { field: ${name} })}`;
  const select = `placeholder={t('crud:select', { field: ${name} })}`;
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
export function valueProps(c: GenColumn, im: Imports): string[] {
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
