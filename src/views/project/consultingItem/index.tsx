/**
 * Consulting items (`/project/consultingItem`): what the public form offers,
 * the department that owns each item's enquiries and the staff told by mail
 * when one arrives.
 */
import { ListScreen, useListScreen } from '@/components/list-screen';
import { consultingItemSchema } from './data';

export default function ConsultingItemPage() {
  const screen = useListScreen(consultingItemSchema);
  return <ListScreen screen={screen} />;
}
