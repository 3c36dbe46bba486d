/** SMTP settings, test mail and mail templates (`/system/mail`). */
import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type {
  MailPreview,
  MailSetting,
  MailSettingForm,
  MailTemplate,
  MailTemplateKey,
} from '@/types/mail';

/** GET /system/mail/setting (without the password). */
export function getMailSetting() {
  return request<AjaxResult<MailSetting>>({
    url: '/system/mail/setting',
    method: 'get',
  });
}

/** PUT /system/mail/setting: an empty password keeps the stored one. */
export function updateMailSetting(data: MailSettingForm) {
  return request<AjaxResult>({
    url: '/system/mail/setting',
    method: 'put',
    data,
  });
}

/**
 * POST /system/mail/test: sends a test mail with the saved settings. Quiet:
 * the caller shows the answer (the SMTP server's reason when it failed).
 */
export function sendTestMail(to: string) {
  return request<AjaxResult>({
    url: '/system/mail/test',
    method: 'post',
    data: { to },
    skipErrorHandler: true,
  });
}

/** GET /system/mail/template/list */
export function listMailTemplate() {
  return request<AjaxResult<MailTemplate[]>>({
    url: '/system/mail/template/list',
    method: 'get',
  });
}

/** PUT /system/mail/template (send back the loaded `version`). */
export function updateMailTemplate(
  data: Pick<MailTemplate, 'templateKey' | 'subject' | 'body' | 'version'>,
) {
  return request<AjaxResult>({
    url: '/system/mail/template',
    method: 'put',
    data,
  });
}

/** POST /system/mail/template/preview: the text rendered with sample values. */
export function previewMailTemplate(data: {
  templateKey: MailTemplateKey;
  subject: string;
  body: string;
}) {
  return request<AjaxResult<MailPreview>>({
    url: '/system/mail/template/preview',
    method: 'post',
    data,
  });
}
