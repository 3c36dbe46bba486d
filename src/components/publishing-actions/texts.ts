/** Texts of publishing that lists and their questions share. */
import type { TFunction } from 'i18next';
import { PUBLISH_STATES } from '@/types/publishing';

/** The state filter's options, in the order an item goes through them. */
export const stateOptions = (t: TFunction) =>
  PUBLISH_STATES.map((value) => ({
    value,
    label: t(`publishing-actions:states.${value}`),
  }));

/**
 * The delete question: with any row that may be on the site, it says that
 * deleting takes it off the site through review, not at once (a draft
 * never published, or an item already taken off the site, goes at once).
 */
export const removeQuestion = (
  t: TFunction,
  question: string,
  states: readonly (string | null | undefined)[],
) =>
  states.some((s) => !!s && s !== 'draft' && s !== 'unpublished')
    ? `${question} ${t('publishing-actions:removeNote')}`
    : question;
