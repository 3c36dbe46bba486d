/**
 * Takes over the static sign-in page painted before the app ran: what was
 * typed there, the remember choice and the focus; a submit asked for there
 * goes once the app knows whether a captcha is due. The returned function
 * defers a submit made in the form itself the same way, so a quick visitor
 * (or a password manager pressing Enter) is not told to type a code whose
 * field may be about to go away.
 */
import {
  useEffect,
  useLayoutEffect,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { CONTROLS, takeLoginShell } from '@/app/login-shell';

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
  const [pendingSubmit, setPendingSubmit] = useState(false);
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
    setPendingSubmit(shell.submitted);
  }, [formRef, setUsername, setPassword, setRememberMe]);
  useEffect(() => {
    if (!pendingSubmit || captchaLoading) return;
    setPendingSubmit(false);
    formRef.current?.requestSubmit();
  }, [pendingSubmit, captchaLoading, formRef]);
  return () => setPendingSubmit(true);
}
