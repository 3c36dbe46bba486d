import { referenceNo } from '../../../shared/enquiry-rules';
import { SiteLink } from '../../components/site-link';
import { homePath } from '../../paths';
import { CONTACT, SITE, T } from '../../strings';

/** Step 3: the enquiry is stored; its number and the server's thanks. */
export function ContactDone({
  contactId,
  message,
}: {
  contactId: number;
  message: string;
}) {
  return (
    <div className="site-done" role="status">
      <div className="site-done-mark" aria-hidden="true">
        ✓
      </div>
      <h2>{CONTACT.doneTitle}</h2>
      <p className="site-done-message">{message}</p>
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
