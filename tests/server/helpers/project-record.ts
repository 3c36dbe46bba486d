/** Shared pieces of the /project/record tests: a record to post and read-backs. */
import type { TestApp } from './app.js';

export const record = (over: Record<string, unknown> = {}) => ({
  navId: 5,
  title: 'Store opening',
  subtitle: 'News',
  summary: 'We open a new store.',
  content: '<p>Opening <strong>day</strong>.</p>',
  contentBlocks: [],
  mainImage: '/profile/upload/2025/01/01/store.png',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 1,
  status: '0',
  ...over,
});

/** Every record with its item count (to check a refused call changed nothing). */
export const recordSnapshot = (t: TestApp) =>
  t.app.db.query(
    `SELECT r.*, (SELECT count(*) FROM project_record_item i
                   WHERE i.record_id = r.record_id) AS items
       FROM project_record r ORDER BY record_id`,
  );
