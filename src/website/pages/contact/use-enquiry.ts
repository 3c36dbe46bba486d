import { CONSULTING_ITEMS } from '@/shared/enquiry-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getContactCaptcha,
  getContactForm,
  isSiteRequestError,
  sendEnquiry,
} from '@/api/website';
import { getConsultingItems } from '@/api/website/enquiry-aids';
import { captchaSrc } from '@/components/auth-form/captcha';
import type { EnquiryFields } from '@/types/website';
import { useRemote } from '../../hooks/use-remote';
import { CONTACT } from '../../strings';
import {
  EMPTY_ENQUIRY,
  FIELD_ORDER,
  checkEnquiry,
  checkField,
  normalized,
  type EnquiryErrors,
  type EnquiryField,
} from './rules';
import { usePostalFill } from './use-postal-fill';

export type Step = 'input' | 'confirm' | 'done';

interface Captcha {
  enabled: boolean;
  uuid: string;
  src: string;
  code: string;
  error?: string;
}

/** The server's captcha refusals (the site asks for Japanese messages). */
const CAPTCHA_REFUSED = /認証コード/;
/** The server's "form expired": a new form token is needed. */
const FORM_EXPIRED = /フォームの有効期限/;

/**
 * State and actions of the enquiry form: a form token from the server,
 * the captcha when it is on, client checks (same rules as the server),
 * then the send; server messages go back to their fields.
 */
export function useEnquiry(prefill: Partial<EnquiryFields>) {
  const [values, setValues] = useState<EnquiryFields>({
    ...EMPTY_ENQUIRY,
    ...prefill,
  });
  const [errors, setErrors] = useState<EnquiryErrors>({});
  // The items on offer, loaded like page data (a server render waits for
  // them): none while they load, the built-in ones if they cannot be had.
  const [offered] = useRemote('contact-items', getConsultingItems);
  const items: readonly string[] =
    offered.status === 'ok'
      ? offered.data
      : offered.status === 'loading'
        ? []
        : CONSULTING_ITEMS;
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState('');
  const [homepage, setHomepage] = useState('');
  const [captcha, setCaptcha] = useState<Captcha>({
    enabled: false,
    uuid: '',
    src: '',
    code: '',
  });
  const [step, setStep] = useState<Step>('input');
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState<{ contactId: number }>();
  const token = useRef('');
  /** When the server lets this form's token be used (its minimum fill time). */
  const usableAt = useRef(0);

  const newForm = useCallback(async () => {
    const form = await getContactForm();
    token.current = form.formToken;
    usableAt.current = Date.now() + form.minFillSeconds * 1000;
  }, []);

  const refreshCaptcha = useCallback(async (error?: string) => {
    try {
      const res = await getContactCaptcha();
      const enabled = res.captchaEnabled !== false;
      setCaptcha({
        enabled,
        uuid: res.uuid ?? '',
        src: enabled && res.img ? captchaSrc(res.img) : '',
        code: '',
        error,
      });
    } catch {
      setCaptcha((c) => ({ ...c, src: '', code: '', error }));
    }
  }, []);

  const postal = usePostalFill(values.postalCode, values.address, (address) =>
    setValues((v) => ({ ...v, address })),
  );

  useEffect(() => {
    newForm().catch(() => setAlert(CONTACT.sendFailed));
    void refreshCaptcha();
  }, [newForm, refreshCaptcha]);

  const change = (field: EnquiryField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) {
      setErrors((e) => ({ ...e, [field]: checkField(field, value, items) }));
    }
  };

  const blur = (field: EnquiryField) => {
    if (values[field] || errors[field]) {
      setErrors((e) => ({
        ...e,
        [field]: checkField(field, values[field], items),
      }));
    }
  };

  const agree = (value: boolean) => {
    setAgreed(value);
    if (value) setAgreeError('');
  };

  /** Step 1 → 2 when everything is filled in correctly. */
  const toConfirm = () => {
    const found = checkEnquiry(values, items);
    setErrors(found);
    const agreeMissing = agreed ? '' : CONTACT.privacyRequired;
    setAgreeError(agreeMissing);
    const captchaMissing =
      captcha.enabled && !captcha.code.trim() ? CONTACT.captchaRequired : '';
    setCaptcha((c) => ({ ...c, error: captchaMissing || undefined }));
    if (Object.keys(found).length || agreeMissing || captchaMissing) {
      setAlert(CONTACT.fixErrors);
      focusFirstError(found);
      return false;
    }
    setAlert('');
    setValues(normalized(values));
    setStep('confirm');
    return true;
  };

  const back = () => {
    setAlert('');
    setStep('input');
  };

  /** Step 2 → 3: sends; on refusal shows why and keeps every value. */
  const send = async () => {
    setSending(true);
    setAlert('');
    try {
      // A quick (autofilled) send waits out the minimum fill time, showing
      // "sending", rather than being refused as too fast.
      await until(usableAt.current);
      const res = await sendEnquiry({
        ...normalized(values),
        formToken: token.current,
        homepage,
        code: captcha.enabled ? captcha.code.trim() : undefined,
        uuid: captcha.enabled ? captcha.uuid : undefined,
      });
      setDone({ contactId: res.data!.contactId });
      setStep('done');
    } catch (error) {
      await refused(error);
    } finally {
      setSending(false);
    }
  };

  async function refused(error: unknown) {
    const body = isSiteRequestError(error)
      ? (error.body as { msg?: string; errors?: EnquiryErrors } | undefined)
      : undefined;
    const message =
      isSiteRequestError(error) && error.kind === 'business'
        ? (body?.msg ?? CONTACT.sendFailed)
        : CONTACT.sendFailed;
    if (body?.errors) {
      // The server found what the browser let through: back to the fields.
      setErrors(body.errors);
      setAlert(CONTACT.fixErrors);
      setStep('input');
      focusFirstError(body.errors);
    } else if (CAPTCHA_REFUSED.test(message)) {
      setAlert(message);
      setStep('input');
      await refreshCaptcha(message);
    } else {
      // Rate limit, form expired, too fast, network: say so, keep the values.
      setAlert(message);
      if (FORM_EXPIRED.test(message)) {
        await newForm().catch(() => undefined);
      }
    }
  }

  return {
    values,
    errors,
    items,
    agreed,
    agreeError,
    homepage,
    captcha,
    step,
    sending,
    alert,
    done,
    postal,
    change,
    blur,
    agree,
    setHomepage,
    setCaptchaCode: (code: string) =>
      setCaptcha((c) => ({ ...c, code, error: undefined })),
    refreshCaptcha: () => void refreshCaptcha(),
    toConfirm,
    back,
    send,
  };
}

function until(time: number): Promise<void> {
  const wait = time - Date.now();
  return wait > 0
    ? new Promise((resolve) => setTimeout(resolve, wait))
    : Promise.resolve();
}

function focusFirstError(errors: EnquiryErrors) {
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (!first) return;
  requestAnimationFrame(() =>
    document.getElementById(`contact-${first}`)?.focus(),
  );
}
