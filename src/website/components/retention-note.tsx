import { retentionText } from '@/shared/enquiry-terms';
import { useContactTerms } from '../hooks/use-contact-terms';
import { PRIVACY } from '../strings';

/**
 * The privacy policy's paragraph on how long enquiries are kept, from the
 * parameter sys.contact.retentionDays (nothing until it is known).
 */
export function RetentionNote() {
  const terms = useContactTerms();
  if (terms.status !== 'ok') return null;
  return (
    <section className="site-copy" aria-labelledby="privacy-retention">
      <h3 id="privacy-retention">{PRIVACY.retentionTitle}</h3>
      <p>{retentionText(terms.data.retentionDays)}</p>
    </section>
  );
}
