import { useCallback, useEffect, useRef, useState } from 'react';
import { getCodeImg } from '@/api/login';
import { captchaSrc } from './captcha';

export interface CaptchaState {
  /** Captcha required (assumed until the server says otherwise). */
  enabled: boolean;
  /** Self-registration offered (`registerEnabled` on /captchaImage). */
  registerEnabled: boolean;
  /** data: URL of the image, '' while loading or after a failure. */
  src: string;
  uuid: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The captcha of the login and register forms: loads on mount, `refresh()`
 * fetches a new one (click on the image, or after a failed attempt).
 */
export function useCaptcha(): CaptchaState & { refresh: () => void } {
  const [state, setState] = useState<CaptchaState>({
    enabled: true,
    registerEnabled: false,
    src: '',
    uuid: '',
    loading: true,
    failed: false,
  });
  const seq = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, failed: false }));
    getCodeImg()
      .then((res) => {
        if (mine !== seq.current) return;
        const enabled = res.captchaEnabled !== false;
        setState({
          enabled,
          registerEnabled: res.registerEnabled === true,
          src: enabled && res.img ? captchaSrc(res.img) : '',
          uuid: res.uuid ?? '',
          loading: false,
          failed: false,
        });
      })
      .catch(() => {
        if (mine !== seq.current) return;
        setState((s) => ({ ...s, src: '', loading: false, failed: true }));
      });
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { ...state, refresh };
}
