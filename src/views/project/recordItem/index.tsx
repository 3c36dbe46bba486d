/** Record items (`/project/recordItem`): the generic item screen of the copy record kind. */
import { ItemsScreen } from '@/components/project-content';
import { recordItems } from './data';

export default function RecordItemPage() {
  return <ItemsScreen kind={recordItems} />;
}
