import { referenceNo } from '../../../shared/enquiry-rules';
import { Phrased } from '../../components/phrased';
import { SiteLink } from '../../components/site-link';
import { homePath } from '../../paths';
import { CONTACT, SITE, T } from '../../strings';

/**
 * Step 3: the enquiry is stored; thanks with how soon staff answer (`within`,
 * worded from the parameter sys.contact.responseTargetHours, when known) and
 * its number.
 */
export function ContactDone({
  contactId,
  within,
}: {
  contactId: number;
  within?: string;
}) {
  return (
    <div className="site-done" role="status">
      <div className="site-done-mark" aria-hidden="true">
        ✓
      </div>
      <h2>
        <Phrased text={CONTACT.doneTitle} />
      </h2>
      <p className="site-done-message">
        <Phrased text={CONTACT.doneThanks(within)} />
      </p>
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
