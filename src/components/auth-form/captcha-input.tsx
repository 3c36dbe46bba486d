import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';
import { Field } from './field';
import { RefreshIcon, ShieldIcon } from './icons';
import { TextInput } from './text-input';

/**
 * Captcha answer input under the picture (shown at 200 x 64) and a refresh
 * button beside it: a named button that the keyboard reaches. A click on
 * the picture also fetches a new one, as in RuoYi's own pages.
 */
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
        <div className="auth-captcha__picture">
          <div className="auth-captcha__image" onClick={onRefresh}>
            {captcha.src ? (
              <img src={captcha.src} alt={t('codeImage')} />
            ) : (
              <span className="auth-captcha__placeholder">
                {captcha.failed ? t('codeFailed') : t('codeLoading')}
              </span>
            )}
          </div>
          <button
            type="button"
            className="auth-captcha__refresh"
            onClick={onRefresh}
            title={t('codeRefresh')}
          >
            <RefreshIcon />
            <span>{t('codeNew')}</span>
          </button>
        </div>
        <TextInput
          id={id}
          className="auth-captcha__input"
          value={value}
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          placeholder={t('codePlaceholder')}
          icon={<ShieldIcon />}
          invalid={!!error}
          onChange={onChange}
        />
      </div>
    </Field>
  );
}
