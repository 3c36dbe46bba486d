/**
 * Validation of the SMTP settings and the test mail's address: antd rules
 * built from the `mail` texts.
 */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export const PORT_MIN = 1;
export const PORT_MAX = 65535;

export function smtpRules(t: TFunction) {
  const email: FormRule = { type: 'email', message: t('setting.rules.email') };
  return {
    host: [
      {
        required: true,
        whitespace: true,
        message: t('setting.rules.hostRequired'),
      },
    ],
    port: [
      { required: true, message: t('setting.rules.portRequired') },
      {
        type: 'integer',
        min: PORT_MIN,
        max: PORT_MAX,
        message: t('setting.rules.port'),
      },
    ],
    sender: [
      {
        required: true,
        whitespace: true,
        message: t('setting.rules.senderRequired'),
      },
      email,
    ],
    to: [
      {
        required: true,
        whitespace: true,
        message: t('test.rules.toRequired'),
      },
      email,
    ],
  } satisfies Record<string, FormRule[]>;
}
