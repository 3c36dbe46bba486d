import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';

/** Sign-in page (inside the auth frame composed by the router). */
export default function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <>
      <p className="auth-card__subtitle">{t('subtitle')}</p>
      <LoginForm />
    </>
  );
}
