/**
 * Read-only view of one notice. The content is the HTML the server sent,
 * which it sanitised when the notice was saved and again when it was read;
 * scripts, event handlers and `javascript:` links never reach this page.
 */
import { Descriptions, Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict-tag';
import type { SysNotice } from '@/types/notice';
import type { DictOption } from '@/types/system';

export interface NoticeDetailProps {
  open: boolean;
  notice?: SysNotice;
  loading?: boolean;
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
}

export function NoticeDetail({
  open,
  notice,
  loading,
  typeOptions,
  statusOptions,
  onClose,
}: NoticeDetailProps) {
  const { t } = useTranslation(['system-notice', 'crud']);
  const f = (k: string) => t(`fields.${k}`);
  return (
    <Modal
      open={open}
      title={t('detailTitle')}
      onCancel={onClose}
      footer={null}
      width={820}
    >
      <Spin spinning={!!loading}>
        {notice && (
          <article className="notice-detail" aria-label={notice.noticeTitle}>
            <h2 className="notice-detail__title">{notice.noticeTitle}</h2>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={f('noticeType')}>
                <DictTag options={typeOptions} value={notice.noticeType} />
              </Descriptions.Item>
              <Descriptions.Item label={f('status')}>
                <DictTag options={statusOptions} value={notice.status} />
              </Descriptions.Item>
              <Descriptions.Item label={f('createBy')}>
                {notice.createBy}
              </Descriptions.Item>
              <Descriptions.Item label={f('createTime')}>
                {notice.createTime}
              </Descriptions.Item>
            </Descriptions>
            {notice.noticeContent ? (
              <div
                className="notice-detail__content"
                role="region"
                aria-label={t('contentLabel')}
                dangerouslySetInnerHTML={{ __html: notice.noticeContent }}
              />
            ) : (
              <Empty description={t('noContent')} />
            )}
          </article>
        )}
      </Spin>
    </Modal>
  );
}
