import { referenceNo } from '../../../shared/enquiry-rules';
import { responseTargetText } from '../../../shared/enquiry-terms';
import { useContactTerms } from '../../hooks/use-contact-terms';
import { SiteLink } from '../../components/site-link';
import { homePath } from '../../paths';
import { CONTACT, SITE, T } from '../../strings';

/**
 * Step 3: the enquiry is stored; thanks with how soon staff answer (worded
 * from the parameter sys.contact.responseTargetHours) and its number.
 */
export function ContactDone({ contactId }: { contactId: number }) {
  const terms = useContactTerms();
  const within =
    terms.status === 'ok'
      ? responseTargetText(terms.data.responseTargetHours)
      : undefined;
  return (
    <div className="site-done" role="status">
      <div className="site-done-mark" aria-hidden="true">
        ✓
      </div>
      <h2>{CONTACT.doneTitle}</h2>
      <p className="site-done-message">{CONTACT.doneThanks(within)}</p>
      <p className="site-done-receipt">
        {CONTACT.receiptNo}
        <strong>{referenceNo(contactId)}</strong>
      </p>
      <p className="site-done-note">{CONTACT.doneNote}</p>
      <p className="site-done-tel">
        TEL <a href={`tel:${SITE.tel.replace(/-/g, '')}`}>{SITE.tel}</a>（
        {SITE.hours}）
      </p>
      <SiteLink to={homePath()} className="site-button">
        {T.backHome}
      </SiteLink>
    </div>
  );
}
