/** Consulting items of `/project/consultingItem`: what an enquiry can be about and who is told. */
import type { ApiData, ApiRow, FormRow, ListQuery } from './openapi';

/** A member of staff an item's enquiries are mailed to. */
export type ConsultingRecipient =
  ApiData<'/project/consultingItem/recipientOptions'>[number];

/** An item as listed, and as the dialog edits it (`recipientIds` sent on save). */
export type ConsultingItem = FormRow<
  ApiRow<'/project/consultingItem/list'>,
  'itemId' | 'deptId' | 'deptName' | 'recipients'
> & { recipientIds?: number[] };

export type ConsultingItemQuery = ListQuery<'/project/consultingItem/list'>;
