import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, safeRedirect } from '@/router/paths';
import { useUserStore } from '@/stores/user';
import {
  CaptchaInput,
  Field,
  LockIcon,
  PasswordInput,
  SubmitButton,
  TextInput,
  UserIcon,
  useCaptcha,
} from '@/components/auth-form';
import { readRemembered, saveRemembered } from './remember';
import { useShellTakeover } from './use-shell-takeover';

type FieldName = 'username' | 'password' | 'code';
type Errors = Partial<Record<FieldName, string>>;

/**
 * The sign-in form: account (trimmed), password and captcha are required;
 * "remember" keeps only the account name and the choice. On failure the request
 * layer shows the server's message and the captcha is refreshed; on success it
 * goes to `redirect`, else the admin home.
 */
export function LoginForm() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useUserStore((s) => s.login);
  const captcha = useCaptcha();
  const [remembered] = useState(readRemembered);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitWhenCaptchaKnown = useShellTakeover(formRef, captcha.loading, {
    setUsername,
    setPassword,
    setRememberMe,
  });

  const validate = (): Errors => {
    const next: Errors = {};
    if (!username.trim()) next.username = t('usernameRequired');
    if (!password) next.password = t('passwordRequired');
    if (captcha.enabled && !code.trim()) next.code = t('codeRequired');
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (captcha.loading && !captcha.uuid) {
      submitWhenCaptchaKnown();
      return;
    }
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      formRef.current
        ?.querySelector<HTMLInputElement>(`#login-${first}`)
        ?.focus();
      return;
    }
    const account = username.trim();
    saveRemembered({ username: account, rememberMe });
    setSubmitting(true);
    try {
      await login({
        username: account,
        password,
        code: captcha.enabled ? code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The request layer has shown the server's message.
      setSubmitting(false);
      if (captcha.enabled) {
        setCode('');
        captcha.refresh();
      }
    }
  };

  const clear = (name: FieldName) =>
    errors[name] && setErrors((e) => ({ ...e, [name]: undefined }));

  return (
    <form
      ref={formRef}
      className="auth-form"
      aria-label={t('formLabel')}
      noValidate
      onSubmit={onSubmit}
    >
      <Field id="login-username" label={t('username')} error={errors.username}>
        <TextInput
          id="login-username"
          value={username}
          maxLength={30}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('usernamePlaceholder')}
          icon={<UserIcon />}
          invalid={!!errors.username}
          onChange={(value) => {
            setUsername(value);
            clear('username');
          }}
        />
      </Field>
      <Field id="login-password" label={t('password')} error={errors.password}>
        <PasswordInput
          id="login-password"
          value={password}
          maxLength={20}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          icon={<LockIcon />}
          invalid={!!errors.password}
          onChange={(value) => {
            setPassword(value);
            clear('password');
          }}
        />
      </Field>
      {captcha.enabled && (
        <CaptchaInput
          id="login-code"
          value={code}
          error={errors.code}
          captcha={captcha}
          onRefresh={captcha.refresh}
          onChange={(value) => {
            setCode(value);
            clear('code');
          }}
        />
      )}
      <div className="auth-form__row">
        <label className="auth-check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          <span>{t('rememberMe')}</span>
        </label>
        {captcha.registerEnabled && (
          <Link to={PATHS.register} className="auth-form__link">
            {t('registerLink')}
          </Link>
        )}
      </div>
      <SubmitButton busy={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </SubmitButton>
    </form>
  );
}
