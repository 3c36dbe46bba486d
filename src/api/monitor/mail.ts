/** The mail outbox (`/monitor/mail`): list, one mail, resend. */
import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  MailOutbox,
  MailOutboxDetail,
  MailOutboxQuery,
} from '@/types/mail';

/** GET /monitor/mail/list */
export function listMail(query?: MailOutboxQuery) {
  return request<TableDataInfo<MailOutbox>>({
    url: '/monitor/mail/list',
    method: 'get',
    params: query,
  });
}

/** GET /monitor/mail/{mailId}: with body, messageId and inReplyTo. */
export function getMail(mailId: number | string) {
  return request<AjaxResult<MailOutboxDetail>>({
    url: `/monitor/mail/${mailId}`,
    method: 'get',
  });
}

/** PUT /monitor/mail/resend/{mailIds}: back in the queue. */
export function resendMail(mailIds: number | string | (number | string)[]) {
  const ids = Array.isArray(mailIds) ? mailIds.join(',') : mailIds;
  return request<AjaxResult>({
    url: `/monitor/mail/resend/${ids}`,
    method: 'put',
  });
}
