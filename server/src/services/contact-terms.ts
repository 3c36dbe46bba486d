/**
 * The parameters behind the promises made about enquiries, with the value
 * used while one is unset or not a positive number: how soon staff answer
 * and how long an enquiry's personal data is kept.
 */
import type { ContactTerms } from '../../../src/shared/enquiry-terms.js';
import type { ConfigService } from './config.js';

export const CONTACT_TERMS: Readonly<
  Record<keyof ContactTerms, readonly [key: string, fallback: number]>
> = {
  responseTargetHours: ['sys.contact.responseTargetHours', 72],
  retentionDays: ['sys.contact.retentionDays', 365],
};

/** One term, read through the parameters' cache. */
export function contactTerm(
  config: ConfigService,
  term: keyof ContactTerms,
): Promise<number> {
  return config.getInt(...CONTACT_TERMS[term]);
}

/** Both terms, as the public site reads them. */
export async function contactTerms(
  config: ConfigService,
): Promise<ContactTerms> {
  return {
    responseTargetHours: await contactTerm(config, 'responseTargetHours'),
    retentionDays: await contactTerm(config, 'retentionDays'),
  };
}
