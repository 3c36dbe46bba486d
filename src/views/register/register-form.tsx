import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { register } from '@/api/login';
import {
  CaptchaInput,
  Field,
  LockIcon,
  PasswordInput,
  SubmitButton,
  TextInput,
  UserIcon,
  useCaptcha,
  useDeferredSubmit,
} from '@/components/auth-form';
import { feedback } from '@/lib/feedback';
import { PATHS } from '@/router/paths';

type FieldName = 'username' | 'password' | 'confirmPassword' | 'code';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Self-registration (POST /register: account 2–20 characters, password 5–20,
 * both passwords equal, captcha when enabled). A submit before the captcha is
 * known waits for it. Success returns to the sign-in page with a message.
 */
export function RegisterForm() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [values, setValues] = useState({
    username: '',
    password: '',
    confirmPassword: '',
    code: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitWhenCaptchaKnown = useDeferredSubmit(formRef, captcha.loading);

  const set = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    const username = values.username.trim();
    if (!username) next.username = t('usernameRequired');
    else if (username.length < 2 || username.length > 20) {
      next.username = t('usernameLength');
    }
    if (!values.password) next.password = t('passwordRequired');
    else if (values.password.length < 5 || values.password.length > 20) {
      next.password = t('passwordLength');
    }
    if (!values.confirmPassword) next.confirmPassword = t('confirmRequired');
    else if (values.confirmPassword !== values.password) {
      next.confirmPassword = t('passwordsDiffer');
    }
    if (captcha.enabled && !values.code.trim()) next.code = t('codeRequired');
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
    if (Object.keys(found).length) return;
    const username = values.username.trim();
    setSubmitting(true);
    try {
      await register({
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        code: captcha.enabled ? values.code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      feedback.success(t('registerSuccess', { username }));
      navigate(PATHS.login, { replace: true });
    } catch {
      setSubmitting(false);
      if (captcha.enabled) {
        set('code', '');
        captcha.refresh();
      }
    }
  };

  return (
    <form
      ref={formRef}
      className="auth-form"
      aria-label={t('registerFormLabel')}
      noValidate
      onSubmit={onSubmit}
    >
      <Field id="reg-username" label={t('username')} error={errors.username}>
        <TextInput
          id="reg-username"
          value={values.username}
          maxLength={30}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('usernamePlaceholder')}
          icon={<UserIcon />}
          invalid={!!errors.username}
          onChange={(value) => set('username', value)}
        />
      </Field>
      <Field id="reg-password" label={t('password')} error={errors.password}>
        <PasswordInput
          id="reg-password"
          value={values.password}
          maxLength={20}
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          icon={<LockIcon />}
          invalid={!!errors.password}
          onChange={(value) => set('password', value)}
        />
      </Field>
      <Field
        id="reg-confirm"
        label={t('confirmPassword')}
        error={errors.confirmPassword}
      >
        <PasswordInput
          id="reg-confirm"
          value={values.confirmPassword}
          maxLength={20}
          autoComplete="new-password"
          placeholder={t('confirmPlaceholder')}
          icon={<LockIcon />}
          invalid={!!errors.confirmPassword}
          onChange={(value) => set('confirmPassword', value)}
        />
      </Field>
      {captcha.enabled && (
        <CaptchaInput
          id="reg-code"
          value={values.code}
          error={errors.code}
          captcha={captcha}
          onRefresh={captcha.refresh}
          onChange={(value) => set('code', value)}
        />
      )}
      <SubmitButton busy={submitting}>
        {submitting ? t('registering') : t('registerSubmit')}
      </SubmitButton>
      <p className="auth-form__footer">
        <Link to={PATHS.login}>{t('haveAccount')}</Link>
      </p>
    </form>
  );
}
