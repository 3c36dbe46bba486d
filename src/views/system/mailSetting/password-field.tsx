/**
 * The SMTP password: never shown, only replaced. Empty keeps the stored one
 * (a line says whether there is one); "Clear password" removes it on save.
 */
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  /** A password is stored on the server. */
  passwordSet: boolean;
  /** Removing the stored password is asked for. */
  clearing: boolean;
  onClearingChange: (clearing: boolean) => void;
  disabled: boolean;
}

export function PasswordField({
  passwordSet,
  clearing,
  onClearingChange,
  disabled,
}: PasswordFieldProps) {
  const { t } = useTranslation('mail');
  const status = clearing
    ? t('setting.passwordCleared')
    : t(passwordSet ? 'setting.passwordSet' : 'setting.noPassword');
  return (
    <Form.Item
      label={t('setting.fields.password')}
      extra={
        <span className="mail-setting__password-status">
          <Typography.Text type={clearing ? 'warning' : 'secondary'}>
            {status}
          </Typography.Text>
          {passwordSet && !disabled && (
            <Button
              type="link"
              size="small"
              onClick={() => onClearingChange(!clearing)}
            >
              {t(clearing ? 'setting.keepPassword' : 'setting.clearPassword')}
            </Button>
          )}
        </span>
      }
    >
      <Form.Item name="password" noStyle>
        <Input.Password
          aria-label={t('setting.fields.password')}
          autoComplete="new-password"
          maxLength={200}
          placeholder={
            passwordSet && !clearing ? t('setting.passwordUnchanged') : ''
          }
          disabled={disabled}
          onChange={(e) => {
            // a new password replaces the stored one: nothing to clear
            if (e.target.value && clearing) onClearingChange(false);
          }}
        />
      </Form.Item>
    </Form.Item>
  );
}
