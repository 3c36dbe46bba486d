import type { FormEvent, ReactNode } from 'react';
import type { EnquiryFields } from '@/types/website';
import { useTopColumn, useSiteNav } from '../../layout/site-nav-context';
import { useReady } from '../../hooks/use-ready';
import { columnPath } from '../../paths';
import { CONTACT } from '../../strings';
import { Field } from './field';
import { PostalTowns, postalHint } from './postal-towns';
import type { PostalFill } from './use-postal-fill';
import { RULES, length, type EnquiryErrors, type EnquiryField } from './rules';

export interface CaptchaView {
  enabled: boolean;
  src: string;
  code: string;
  error?: string;
}

export interface ContactFormProps {
  values: EnquiryFields;
  errors: EnquiryErrors;
  items: readonly string[];
  agreed: boolean;
  agreeError?: string;
  homepage: string;
  captcha: CaptchaView;
  postal: PostalFill;
  onChange: (field: EnquiryField, value: string) => void;
  onBlur: (field: EnquiryField) => void;
  onAgree: (agreed: boolean) => void;
  onHomepage: (value: string) => void;
  onCaptchaCode: (code: string) => void;
  onCaptchaRefresh: () => void;
  onSubmit: () => void;
}

const INPUT_TYPES: Partial<Record<EnquiryField, string>> = {
  phone: 'tel',
  email: 'email',
};

const AUTOCOMPLETE: Partial<Record<EnquiryField, string>> = {
  companyName: 'organization',
  contactName: 'name',
  phone: 'tel',
  email: 'email',
  postalCode: 'postal-code',
  address: 'street-address',
};

/** Step 1: the enquiry fields, consent, captcha (when on) and a honeypot. */
export function ContactForm(p: ContactFormProps) {
  const tree = useSiteNav();
  const privacy = useTopColumn('privacy');
  const described = (field: EnquiryField) =>
    p.errors[field] ? `contact-${field}-error` : undefined;

  const text = (field: EnquiryField, hint?: ReactNode) => (
    <Field
      id={`contact-${field}`}
      label={CONTACT.labels[field]}
      required={RULES[field].required}
      error={p.errors[field]}
      hint={hint}
    >
      <input
        id={`contact-${field}`}
        name={field}
        type={INPUT_TYPES[field] ?? 'text'}
        value={p.values[field]}
        placeholder={CONTACT.placeholders[field]}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        aria-required={RULES[field].required || undefined}
        aria-invalid={!!p.errors[field] || undefined}
        aria-describedby={described(field)}
        onChange={(e) => p.onChange(field, e.target.value)}
        onBlur={() => p.onBlur(field)}
      />
    </Field>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };

  const content = p.values.consultingContent;
  // Disabled until the page runs: typing into the server's markup before
  // the site takes it over would be lost.
  const ready = useReady();
  return (
    <form
      className="site-form"
      noValidate
      onSubmit={submit}
      aria-label={CONTACT.formLabel}
    >
      <fieldset className="site-form-fields" disabled={!ready}>
        <p className="site-form-lead">{CONTACT.lead}</p>
        {text('companyName')}
        {text('contactName')}
        {text('nameReading')}
        {text('applicant')}
        {text('phone')}
        {text('email')}
        {text('postalCode', postalHint(p.postal))}
        <PostalTowns postal={p.postal} />
        {text('address')}
        <Field
          id="contact-consultingItem"
          label={CONTACT.labels.consultingItem}
          required
          error={p.errors.consultingItem}
        >
          <select
            id="contact-consultingItem"
            name="consultingItem"
            value={p.values.consultingItem}
            // (until the items on offer have loaded)
            disabled={p.items.length === 0}
            aria-required
            aria-invalid={!!p.errors.consultingItem || undefined}
            aria-describedby={described('consultingItem')}
            onChange={(e) => p.onChange('consultingItem', e.target.value)}
            onBlur={() => p.onBlur('consultingItem')}
          >
            <option value="">{CONTACT.placeholders.consultingItem}</option>
            {p.items.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="contact-consultingContent"
          label={CONTACT.labels.consultingContent}
          required
          error={p.errors.consultingContent}
          hint={CONTACT.counter(length(content), RULES.consultingContent.max)}
        >
          <textarea
            id="contact-consultingContent"
            name="consultingContent"
            rows={8}
            value={content}
            placeholder={CONTACT.placeholders.consultingContent}
            aria-required
            aria-invalid={!!p.errors.consultingContent || undefined}
            aria-describedby={described('consultingContent')}
            onChange={(e) => p.onChange('consultingContent', e.target.value)}
            onBlur={() => p.onBlur('consultingContent')}
          />
        </Field>
        {/* Honeypot: hidden from people and screen readers, filled by robots. */}
        <div className="site-honeypot" aria-hidden="true">
          <label htmlFor="contact-homepage">{CONTACT.honeypot}</label>
          <input
            id="contact-homepage"
            name="homepage"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={p.homepage}
            onChange={(e) => p.onHomepage(e.target.value)}
          />
        </div>
        {p.captcha.enabled && (
          <Field
            id="contact-captcha"
            label={CONTACT.captcha}
            required
            error={p.captcha.error}
            hint={CONTACT.captchaHint}
          >
            <div className="site-captcha">
              <input
                id="contact-captcha"
                name="code"
                inputMode="numeric"
                autoComplete="off"
                value={p.captcha.code}
                aria-required
                aria-invalid={!!p.captcha.error || undefined}
                aria-describedby={
                  p.captcha.error ? 'contact-captcha-error' : undefined
                }
                onChange={(e) => p.onCaptchaCode(e.target.value)}
              />
              {p.captcha.src && (
                <img src={p.captcha.src} alt={CONTACT.captchaAlt} />
              )}
              <button
                type="button"
                className="site-button is-outline is-small"
                onClick={p.onCaptchaRefresh}
              >
                {CONTACT.captchaRefresh}
              </button>
            </div>
          </Field>
        )}
        <div className={`site-consent${p.agreeError ? ' has-error' : ''}`}>
          <p>
            {CONTACT.privacyNote}
            {privacy && (
              <>
                {CONTACT.privacyPolicyBefore}
                <a
                  href={`#${columnPath(tree, privacy)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {privacy.navName}
                </a>
                {CONTACT.privacyPolicyAfter}
              </>
            )}
          </p>
          <label>
            <input
              type="checkbox"
              checked={p.agreed}
              aria-invalid={!!p.agreeError || undefined}
              onChange={(e) => p.onAgree(e.target.checked)}
            />
            {CONTACT.privacy}
          </label>
          {p.agreeError && (
            <p className="site-field-error" role="alert">
              {p.agreeError}
            </p>
          )}
        </div>
        <div className="site-form-actions">
          <button type="submit" className="site-button is-accent is-large">
            {CONTACT.toConfirm}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
