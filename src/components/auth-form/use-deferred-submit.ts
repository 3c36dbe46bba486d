import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * A submit put off while `waiting` (the captcha not yet known): the returned
 * function marks the form to be submitted, and it is, once `waiting` turns
 * false. A quick visitor, or a password manager pressing Enter, is then not
 * told to type a code whose field may be about to go away.
 */
export function useDeferredSubmit(
  formRef: RefObject<HTMLFormElement | null>,
  waiting: boolean,
) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || waiting) return;
    setPending(false);
    formRef.current?.requestSubmit();
  }, [pending, waiting, formRef]);
  return useCallback(() => setPending(true), []);
}
