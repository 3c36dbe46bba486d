import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EnquiryFields, SiteColumnPage } from '@/types/website';
import { ColumnShell } from '../../components/column-shell';
import { RichText } from '../../components/rich-text';
import { useContactTerms } from '../../hooks/use-contact-terms';
import { useSiteTitle } from '../../hooks/use-site-title';
import { responseTargetText } from '@/shared/enquiry-terms';
import { SITE, T } from '../../strings';
import { ContactConfirm } from './contact-confirm';
import { ContactDone } from './contact-done';
import { ContactForm } from './contact-form';
import { Steps } from './steps';
import { useEnquiry } from './use-enquiry';

/** `?item=製品について&subject=…` fill the topic and the first line. */
function usePrefill(): Partial<EnquiryFields> {
  const [params] = useSearchParams();
  return useMemo(() => {
    const out: Partial<EnquiryFields> = {};
    const item = params.get('item');
    const subject = params.get('subject');
    if (item) out.consultingItem = item.slice(0, 100);
    if (subject)
      out.consultingContent = `「${subject.slice(0, 100)}」について\n`;
    return out;
  }, [params]);
}

/** The contact page: enquiry form → confirmation → done. */
export function ContactPage({ top }: { top: SiteColumnPage }) {
  const form = useEnquiry(usePrefill());
  // Loaded with the page (a server render waits for it), ready for step 3.
  const terms = useContactTerms();
  useSiteTitle([top.column.navName]);
  const stepNo = form.step === 'input' ? 0 : form.step === 'confirm' ? 1 : 2;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [form.step]);

  return (
    <ColumnShell column={top.column} images={top.images} trail={top.trail}>
      <div className="site-contact">
        {form.step === 'input' &&
          top.copy.map((c) => (
            <RichText
              key={c.navRecordId}
              html={c.content}
              className="is-lead"
            />
          ))}
        <Steps current={stepNo} />
        <noscript>
          <p className="site-alert" role="alert">
            {T.noScriptSend}
          </p>
        </noscript>
        {form.step === 'input' && (
          <>
            {form.alert && (
              <p className="site-alert" role="alert">
                {form.alert}
              </p>
            )}
            <ContactForm
              values={form.values}
              errors={form.errors}
              items={form.items}
              agreed={form.agreed}
              agreeError={form.agreeError}
              homepage={form.homepage}
              captcha={form.captcha}
              postal={form.postal}
              onChange={form.change}
              onBlur={form.blur}
              onAgree={form.agree}
              onHomepage={form.setHomepage}
              onCaptchaCode={form.setCaptchaCode}
              onCaptchaRefresh={form.refreshCaptcha}
              onSubmit={form.toConfirm}
            />
          </>
        )}
        {form.step === 'confirm' && (
          <ContactConfirm
            values={form.values}
            sending={form.sending}
            alert={form.alert}
            onBack={form.back}
            onSend={() => void form.send()}
          />
        )}
        {form.step === 'done' && form.done && (
          <ContactDone
            contactId={form.done.contactId}
            within={
              terms.status === 'ok'
                ? responseTargetText(terms.data.responseTargetHours)
                : undefined
            }
          />
        )}
        {form.step !== 'done' && (
          <aside className="site-contact-tel-box">
            <p>{T.telLabel}</p>
            <a href={`tel:${SITE.tel.replace(/-/g, '')}`}>{SITE.tel}</a>
            <small>{SITE.hours}</small>
          </aside>
        )}
      </div>
    </ColumnShell>
  );
}
