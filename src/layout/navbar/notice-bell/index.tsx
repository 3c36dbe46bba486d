import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button, Empty, Popover, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listNoticeTop, markNoticeReadAll } from '@/api/system/notice';
import { DictTag } from '@/components/dict-tag';
import { useDict } from '@/hooks/use-dict';
import { usePermission } from '@/hooks/use-permission';
import type { TopNotice } from '@/types/notice';
import { refreshEnquiryCount, useEnquiryCount } from './enquiry-count';
import { EnquiryEntry } from './enquiry-entry';
import { NoticeView } from './notice-view';
import './notice-bell.css';

/** How often the counts are fetched again while the page is open. */
const REFRESH_MS = 60_000;
/** The largest count the bell shows as a number ("99+" above). */
const OVERFLOW = 99;

/**
 * The navbar bell (RuoYi 3.9.x): the unread count of notices in force, the
 * five newest with unread ones marked, each opening the notice (which marks
 * it read), and "mark all read" for the ones shown. For staff who see
 * enquiries, it also counts the new ones assigned to them or about their
 * consulting items, with a line opening that list.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice-bell');
  const navigate = useNavigate();
  const { hasPermi } = usePermission();
  const { sys_notice_type: types } = useDict('sys_notice_type');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [items, setItems] = useState<TopNotice[]>([]);
  /** Unknown until the first answer: the bell claims no count before. */
  const [unread, setUnread] = useState<number>();
  const [viewing, setViewing] = useState<number>();
  const seesEnquiries = hasPermi('project:contacts:list');
  const enquiries = useEnquiryCount();

  const load = useCallback(async () => {
    if (seesEnquiries) void refreshEnquiryCount();
    setLoading(true);
    try {
      const res = await listNoticeTop();
      setItems(res.data ?? []);
      setUnread(res.unreadCount ?? 0);
    } catch {
      // The request layer has already said what went wrong.
    } finally {
      setLoading(false);
    }
  }, [seesEnquiries]);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const markAll = async () => {
    await markNoticeReadAll(items.map((n) => n.noticeId));
    await load();
  };

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  const newEnquiries = seesEnquiries ? enquiries : undefined;
  const total = (unread ?? 0) + (newEnquiries ?? 0);

  const show = (noticeId: number) => {
    setOpen(false);
    setViewing(noticeId);
  };

  const content = (
    <div className="notice-bell">
      <div className="notice-bell__head">
        <strong>{t('title')}</strong>
        <Button
          type="link"
          size="small"
          disabled={!items.some((n) => !n.isRead)}
          onClick={() => void markAll()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {newEnquiries !== undefined && (
        <EnquiryEntry count={newEnquiries} onOpen={go} />
      )}
      <Spin spinning={loading}>
        {items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('empty')}
          />
        ) : (
          <ul className="notice-bell__list" aria-label={t('title')}>
            {items.map((n) => (
              <li key={n.noticeId}>
                <button
                  type="button"
                  className={
                    n.isRead
                      ? 'notice-bell__item'
                      : 'notice-bell__item notice-bell__item--unread'
                  }
                  onClick={() => show(n.noticeId)}
                >
                  <span className="notice-bell__line">
                    {!n.isRead && (
                      <span
                        className="notice-bell__dot"
                        aria-label={t('unread')}
                      />
                    )}
                    <DictTag options={types} value={n.noticeType} />
                    <span className="notice-bell__title">{n.noticeTitle}</span>
                  </span>
                  <span className="notice-bell__meta">
                    {n.createBy} · {n.createTime}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {hasPermi('system:notice:list') && (
        <div className="notice-bell__foot">
          <Button type="link" size="small" onClick={() => go('/system/notice')}>
            {t('viewAll')}
          </Button>
        </div>
      )}
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void load();
        }}
      >
        <button
          type="button"
          className="navbar__icon-button"
          aria-label={
            unread === undefined
              ? t('title')
              : newEnquiries === undefined
                ? t('label', { count: unread })
                : t('labelWithEnquiries', {
                    notices: t('label', { count: unread }),
                    enquiries: t('enquiries', { count: newEnquiries }),
                    // the badge's figure, so the name contains what it shows
                    total: total > OVERFLOW ? `${OVERFLOW}+` : total,
                  })
          }
          title={t('title')}
        >
          {/* The figure in one piece of text (antd's Badge draws each digit
              in a box of its own, read as "3 0"), as it is in the name. */}
          <span className="notice-bell__bell">
            <BellOutlined aria-hidden className="notice-bell__icon" />
            {total > 0 && (
              <sup className="notice-bell__badge">
                {total > OVERFLOW ? `${OVERFLOW}+` : total}
              </sup>
            )}
          </span>
        </button>
      </Popover>
      <NoticeView
        noticeId={viewing}
        typeOptions={types}
        onClose={() => {
          setViewing(undefined);
          void load();
        }}
      />
    </>
  );
}
