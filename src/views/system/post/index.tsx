/** Posts (`/system/post`): search, paged sortable table, add/edit/delete, export. */
import { ListScreen, useListScreen } from '@/components/list-screen';
import { postSchema } from './data';

export default function PostPage() {
  const screen = useListScreen(postSchema);
  return <ListScreen screen={screen} />;
}
