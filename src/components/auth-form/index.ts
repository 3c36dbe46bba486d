// Plain-DOM form parts shared by the login and register pages (kept free of
// antd so the first screen stays small).
export { captchaSrc } from './captcha';
export { CaptchaInput } from './captcha-input';
export { Field } from './field';
export { EyeIcon, LockIcon, ShieldIcon, UserIcon } from './icons';
export { SubmitButton } from './submit-button';
export { PasswordInput, TextInput } from './text-input';
export { useCaptcha, type CaptchaState } from './use-captcha';
export { useDeferredSubmit } from './use-deferred-submit';
