import { getContactTerms } from '@/api/website/enquiry-aids';
import { useRemote } from './use-remote';

/**
 * The promises worded from the parameters (response target, retention),
 * loaded like page data: a server render waits for them and the browser
 * starts from what it drew.
 */
export function useContactTerms() {
  return useRemote('contact-terms', getContactTerms)[0];
}
