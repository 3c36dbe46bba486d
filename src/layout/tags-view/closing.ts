import { isAffix, type TagView } from '@/stores/tags-view';
import type { TagAction } from './context-menu';

/**
 * The pages a tab action drops (closes, or reloads for "refresh") when run
 * on the tab at `index`: their unsaved changes are asked about first.
 */
export function droppedPaths(
  action: TagAction,
  views: readonly TagView[],
  index: number,
): string[] {
  const closable = views.map((view, i) => ({ view, i, close: !isAffix(view) }));
  const pick = (test: (i: number) => boolean) =>
    closable.filter((c) => c.close && test(c.i)).map((c) => c.view.path);
  switch (action) {
    case 'refresh':
      return [views[index].path];
    case 'closeCurrent':
      return pick((i) => i === index);
    case 'closeOthers':
      return pick((i) => i !== index);
    case 'closeLeft':
      return pick((i) => i < index);
    case 'closeRight':
      return pick((i) => i > index);
    case 'closeAll':
      return pick(() => true);
  }
}
