import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';
import { Field } from './field';
import { ShieldIcon } from './icons';
import { TextInput } from './text-input';

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
        <TextInput
          id={id}
          value={value}
          maxLength={8}
          autoComplete="off"
          inputMode="text"
          placeholder={t('codePlaceholder')}
          icon={<ShieldIcon />}
          invalid={!!error}
          onChange={onChange}
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
