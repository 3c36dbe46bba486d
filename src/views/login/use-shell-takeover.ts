/**
 * Takes over the static sign-in page painted before the app ran: what was
 * typed there, the remember choice and the focus; a submit asked for there
 * goes once the app knows whether a captcha is due. The returned function
 * defers a submit made in the form itself the same way (useDeferredSubmit).
 */
import {
  useLayoutEffect,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { CONTROLS, takeLoginShell } from '@/app/login-shell';
import { useDeferredSubmit } from '@/components/auth-form';

export interface ShellSetters {
  setUsername: Dispatch<SetStateAction<string>>;
  setPassword: Dispatch<SetStateAction<string>>;
  setRememberMe: Dispatch<SetStateAction<boolean>>;
}

export function useShellTakeover(
  formRef: RefObject<HTMLFormElement | null>,
  captchaLoading: boolean,
  { setUsername, setPassword, setRememberMe }: ShellSetters,
) {
  const submitLater = useDeferredSubmit(formRef, captchaLoading);
  useLayoutEffect(() => {
    const shell = takeLoginShell();
    if (!shell) return;
    setUsername(shell.username);
    setPassword(shell.password);
    setRememberMe(shell.rememberMe);
    // Wherever the visitor was, a field or a language button, they still are.
    const controls = formRef.current
      ?.closest('.auth-page')
      ?.querySelectorAll<HTMLElement>(CONTROLS);
    if (shell.focused !== null) controls?.[shell.focused]?.focus();
    if (shell.submitted) submitLater();
  }, [formRef, setUsername, setPassword, setRememberMe, submitLater]);
  return submitLater;
}
