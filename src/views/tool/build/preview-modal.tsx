/** The preview dialog (loaded on first open). */
import { Empty, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreviewForm } from './preview-form';
import type { FormSchema } from './schema';

interface Props {
  schema: FormSchema;
  onClose: () => void;
}

export default function PreviewModal({ schema, onClose }: Props) {
  const { t } = useTranslation('tool-build');
  return (
    <Modal
      open
      title={t('preview.title')}
      width={820}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {schema.items.length ? (
        <PreviewForm schema={schema} />
      ) : (
        <Empty description={t('preview.empty')} />
      )}
    </Modal>
  );
}
