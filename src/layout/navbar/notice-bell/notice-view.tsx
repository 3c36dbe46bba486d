import { Descriptions, Empty, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewNotice } from '@/api/system/notice';
import { DictTag } from '@/components/dict-tag';
import type { SysNotice } from '@/types/notice';
import type { DictOption } from '@/types/system';

export interface NoticeViewProps {
  /** The notice to show; undefined = closed. */
  noticeId?: number;
  typeOptions: readonly DictOption[];
  onClose: () => void;
}

/**
 * A notice opened from the bell. The server sends the content sanitised
 * (no scripts, event handlers or `javascript:` links) and marks it read.
 */
export function NoticeView({
  noticeId,
  typeOptions,
  onClose,
}: NoticeViewProps) {
  const { t } = useTranslation('notice-bell');
  const [notice, setNotice] = useState<SysNotice>();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    setNotice(undefined);
    if (noticeId === undefined) return;
    let live = true;
    viewNotice(noticeId)
      .then((res) => {
        if (live) setNotice(res.data);
      })
      .catch(() => {
        if (live) closeRef.current();
      });
    return () => {
      live = false;
    };
  }, [noticeId]);

  return (
    <Modal
      open={noticeId !== undefined}
      title={t('viewTitle')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Spin spinning={!notice}>
        {notice ? (
          <article className="notice-view" aria-label={notice.noticeTitle}>
            <h2 className="notice-view__title">{notice.noticeTitle}</h2>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('type')}>
                <DictTag options={typeOptions} value={notice.noticeType} />
              </Descriptions.Item>
              <Descriptions.Item label={t('published')}>
                {notice.createBy} · {notice.createTime}
              </Descriptions.Item>
            </Descriptions>
            {notice.noticeContent ? (
              <div
                className="notice-view__content"
                dangerouslySetInnerHTML={{ __html: notice.noticeContent }}
              />
            ) : (
              <Empty description={t('noContent')} />
            )}
          </article>
        ) : (
          <div className="notice-view__loading" />
        )}
      </Spin>
    </Modal>
  );
}
