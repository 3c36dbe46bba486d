/**
 * Add / edit a navigation entry. The parent picker offers "Top level" and
 * the tree; when editing, the entry itself and its descendants are left
 * out (they cannot become its parent). Server messages keep it open.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  TreeSelect,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { addNavigation, updateNavigation } from '@/api/project/navigation';
import { ImageUpload } from '@/components/image-upload';
import { feedback } from '@/lib/feedback';
import {
  NAV_TYPES,
  RECORD_CATEGORIES,
  type ProjectNavigation,
} from '@/types/navigation';
import { handleTree } from '@/utils/tree';

/** `record` to edit, or a new entry (optionally under `parentId`). */
export interface NavigationDialogTarget {
  record?: ProjectNavigation;
  parentId?: number;
}

export interface NavigationDialogProps {
  open: boolean;
  target?: NavigationDialogTarget;
  /** Every entry (flat), for the parent picker. */
  all: readonly ProjectNavigation[];
  onClose: () => void;
  onSaved: () => void;
}

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

function toOptions(nodes: ProjectNavigation[]): TreeOption[] {
  return nodes.map((n) => ({
    value: n.navId!,
    title: n.navName,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

/** What the server accepts as a link (services/sanitize.ts safeLink). */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#\/|\/(?!\/))/i;

const EMPTY: ProjectNavigation = {
  parentId: 0,
  navName: '',
  mainName: '',
  enName: '',
  link: '',
  mainImage: '',
  navType: '1',
  recordCategory: '',
  showInNav: '1',
  orderNum: 0,
  status: '0',
  remark: '',
};

export function NavigationDialog({
  open,
  target,
  all,
  onClose,
  onSaved,
}: NavigationDialogProps) {
  const { t } = useTranslation(['project-navigation', 'crud']);
  const [form] = Form.useForm<ProjectNavigation>();
  const [saving, setSaving] = useState(false);
  const record = target?.record;
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      ...EMPTY,
      ...(target?.parentId !== undefined ? { parentId: target.parentId } : {}),
      ...record,
    });
  }, [open, target, record, form]);

  const treeData = useMemo(() => {
    const self = record?.navId;
    const allowed = all.filter(
      (n) =>
        self === undefined ||
        (n.navId !== self &&
          !(n.ancestors ?? '').split(',').includes(String(self))),
    );
    return [
      {
        value: 0,
        title: t('topLevel'),
        children: toOptions(handleTree(allowed, 'navId')),
      },
    ];
  }, [all, record, t]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (record?.navId !== undefined) {
        await updateNavigation({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addNavigation({ ...EMPTY, ...values });
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const requiredRule = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

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
      width={720}
    >
      <Form form={form} layout="vertical" className="crud-form">
        <Form.Item
          name="parentId"
          label={f('parentId')}
          rules={[
            {
              required: true,
              message: t('crud:required', { field: f('parentId') }),
            },
          ]}
        >
          <TreeSelect
            treeData={treeData}
            treeDefaultExpandedKeys={[0]}
            showSearch
            treeNodeFilterProp="title"
            placeholder={t('crud:select', { field: f('parentId') })}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="navName"
              label={f('navName')}
              rules={[requiredRule('navName'), { max: 100 }]}
            >
              <Input
                maxLength={100}
                placeholder={t('crud:enter', { field: f('navName') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="enName" label={f('enName')} rules={[{ max: 200 }]}>
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('enName') })}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="mainName"
              label={f('mainName')}
              rules={[{ max: 200 }]}
            >
              <Input
                maxLength={200}
                placeholder={t('crud:enter', { field: f('mainName') })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="navType" label={f('navType')}>
              <Select
                options={NAV_TYPES.map((v) => ({
                  value: v,
                  label: t(`navTypes.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="recordCategory"
              label={f('recordCategory')}
              tooltip={t('categoryHelp')}
            >
              <Select
                allowClear
                placeholder={t('crud:select', { field: f('recordCategory') })}
                options={RECORD_CATEGORIES.map((v) => ({
                  value: v,
                  label: t(`categories.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="link"
              label={f('link')}
              extra={t('linkHelp')}
              rules={[
                { max: 500 },
                {
                  validator: (_, v?: string) =>
                    !v?.trim() || SAFE_LINK.test(v.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('linkInvalid'))),
                },
              ]}
            >
              <Input maxLength={500} placeholder="https://… / #/w/…" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="mainImage" label={f('mainImage')}>
              <ImageUpload limit={1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="showInNav" label={f('showInNav')}>
              <Radio.Group
                options={['1', '0'].map((v) => ({
                  value: v,
                  label: t(`showInNavOptions.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group
                options={['0', '1'].map((v) => ({
                  value: v,
                  label: t(`statusOptions.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
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
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
              <Input.TextArea
                maxLength={500}
                placeholder={t('crud:enter', { field: f('remark') })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
