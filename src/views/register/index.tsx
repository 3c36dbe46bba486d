import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';

/** Self-registration page (inside the auth frame composed by the router). */
export default function RegisterPage() {
  const { t } = useTranslation('login');
  return (
    <>
      <p className="auth-card__subtitle">{t('registerSubtitle')}</p>
      <RegisterForm />
    </>
  );
}
