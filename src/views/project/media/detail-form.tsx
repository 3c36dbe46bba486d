/**
 * What an editor changes of a file: its name, folder, tags, the Japanese
 * alt text (required for an image: without it the image cannot be placed
 * in content), the English one and the focal point. Saved with the row's
 * version, so the server refuses a lost update.
 */
import { useEffect } from 'react';
import { Alert, Button, Form, Input, Select, TreeSelect } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { updateMedia } from '@/api/project/media';
import { resolveUrl } from '@/components/upload-shared';
import { feedback } from '@/lib/feedback';
import type {
  MediaDetail,
  MediaFolderNode,
  MediaTagCount,
} from '@/types/media';
import { FocalPoint, type FocalValue } from './focal-point';
import { folderOptions } from './folders';

interface Values {
  fileName: string;
  folderId: number;
  tags: string[];
  altJa: string;
  altEn: string;
  focal: FocalValue;
}

export interface DetailFormProps {
  media: MediaDetail;
  folders: readonly MediaFolderNode[];
  tags: readonly MediaTagCount[];
  canEdit: boolean;
  onChanges: (changed: boolean) => void;
  onSaved: () => void;
}

function valuesOf(media: MediaDetail): Values {
  return {
    fileName: media.fileName,
    folderId: media.folderId,
    tags: media.tags,
    altJa: media.altJa,
    altEn: media.altEn,
    focal: { x: media.focalX, y: media.focalY },
  };
}

export function DetailForm({
  media,
  folders,
  tags,
  canEdit,
  onChanges,
  onSaved,
}: DetailFormProps) {
  const { t } = useTranslation('project-media');
  const [form] = Form.useForm<Values>();
  const image = media.mediaType === 'image';
  const altJa = Form.useWatch('altJa', form) ?? media.altJa;

  useEffect(() => {
    form.setFieldsValue(valuesOf(media));
    onChanges(false);
  }, [media, form, onChanges]);

  const save = async (values: Values) => {
    try {
      await updateMedia({
        mediaId: media.mediaId,
        fileName: values.fileName.trim(),
        folderId: values.folderId,
        altJa: values.altJa.trim(),
        altEn: values.altEn.trim(),
        focalX: values.focal.x,
        focalY: values.focal.y,
        tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
        rowVersion: media.rowVersion,
      });
    } catch {
      return; // the request layer said why
    }
    feedback.success(t('crud:editSuccess'));
    onChanges(false);
    onSaved();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={!canEdit}
      className="media-detail-form"
      aria-label={t('detail.form')}
      initialValues={valuesOf(media)}
      onValuesChange={() => onChanges(form.isFieldsTouched())}
      onFinish={(values) => void save(values)}
    >
      {image && (
        <Form.Item name="focal" label={t('fields.focal')}>
          <FocalPoint
            src={resolveUrl(media.url)}
            alt={media.altJa || media.fileName}
          />
        </Form.Item>
      )}
      <Form.Item
        name="fileName"
        label={t('fields.fileName')}
        rules={[
          { required: true, whitespace: true, message: t('fileNameRequired') },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="folderId" label={t('fields.folder')}>
        <TreeSelect
          treeDefaultExpandAll
          treeData={folderOptions(folders, t('folder.unfiled'))}
        />
      </Form.Item>
      <Form.Item name="tags" label={t('fields.tags')} extra={t('tagsHelp')}>
        <Select
          mode="tags"
          aria-label={t('fields.tags')}
          tokenSeparators={[',', '、']}
          options={tags.map((o) => ({ label: o.tag, value: o.tag }))}
        />
      </Form.Item>
      {image && !altJa.trim() && (
        <Alert
          type="warning"
          showIcon
          className="media-detail-form__alert"
          title={t('altMissingHelp')}
        />
      )}
      <Form.Item
        name="altJa"
        label={t('fields.altJa')}
        extra={image ? t('altHelp') : undefined}
        rules={
          image
            ? [{ required: true, whitespace: true, message: t('altRequired') }]
            : []
        }
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={300}
          showCount
        />
      </Form.Item>
      <Form.Item name="altEn" label={t('fields.altEn')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={300}
          showCount
        />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />}>
          {t('detail.save')}
        </Button>
      )}
    </Form>
  );
}
