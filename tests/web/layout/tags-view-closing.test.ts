import { describe, expect, it } from 'vitest';
import { droppedPaths } from '@/layout/tags-view/closing';
import type { TagView } from '@/stores/tags-view';

const views: TagView[] = [
  { path: '/pc/index', title: 'Home', meta: { title: 'Home', affix: true } },
  { path: '/system/user', title: 'Users' },
  { path: '/system/config', title: 'Parameters' },
  { path: '/project/record', title: 'Copy records' },
];

describe('the pages a tab action drops (asked about when unsaved)', () => {
  it('names the closable tabs each action closes, never the affixed ones', () => {
    expect(droppedPaths('closeCurrent', views, 2)).toEqual(['/system/config']);
    expect(droppedPaths('closeCurrent', views, 0)).toEqual([]);
    expect(droppedPaths('closeOthers', views, 2)).toEqual([
      '/system/user',
      '/project/record',
    ]);
    expect(droppedPaths('closeLeft', views, 2)).toEqual(['/system/user']);
    expect(droppedPaths('closeRight', views, 2)).toEqual(['/project/record']);
    expect(droppedPaths('closeAll', views, 2)).toEqual([
      '/system/user',
      '/system/config',
      '/project/record',
    ]);
  });

  it('a refresh drops the page it reloads, affixed or not', () => {
    expect(droppedPaths('refresh', views, 0)).toEqual(['/pc/index']);
  });
});
