import { Input } from 'antd';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';
import { Field } from './field';

/** Captcha answer input with the image beside it (click to refresh). */
export function CaptchaInput({
  id,
  value,
  error,
  captcha,
  onChange,
  onRefresh,
}: {
  id: string;
  value: string;
  error?: string;
  captcha: CaptchaState;
  onChange: (value: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('login');
  return (
    <Field id={id} label={t('code')} error={error}>
      <div className="auth-captcha">
        <Input
          id={id}
          size="large"
          value={value}
          maxLength={8}
          autoComplete="off"
          placeholder={t('codePlaceholder')}
          prefix={<SafetyCertificateOutlined aria-hidden />}
          status={error ? 'error' : undefined}
          aria-invalid={!!error}
          aria-describedby={`${id}-error`}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-captcha__image"
          onClick={onRefresh}
          title={t('codeRefresh')}
          aria-label={t('codeRefresh')}
        >
          {captcha.src ? (
            <img src={captcha.src} alt={t('codeImage')} />
          ) : (
            <span className="auth-captcha__placeholder">
              {captcha.failed ? t('codeFailed') : t('codeLoading')}
            </span>
          )}
        </button>
      </div>
    </Field>
  );
}
