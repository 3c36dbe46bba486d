import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'prefix'
>;

export interface TextInputProps extends NativeProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
  invalid?: boolean;
}

/**
 * An input with a leading icon, styled like antd's large input (plain DOM:
 * the sign-in page stays within its byte budget without antd's Input).
 */
export function TextInput({
  id,
  value,
  onChange,
  icon,
  invalid,
  type = 'text',
  className,
  ...rest
}: TextInputProps) {
  return (
    <span
      className={`auth-input${invalid ? ' auth-input--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      {icon && <span className="auth-input__icon">{icon}</span>}
      <input
        {...rest}
        id={id}
        type={type}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}

/** TextInput for passwords, with a show/hide toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <span className="auth-password">
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="auth-password__toggle"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon off={visible} />
      </button>
    </span>
  );
}
