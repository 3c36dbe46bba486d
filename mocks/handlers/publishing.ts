/**
 * msw handlers for the publishing screen's lists: the review queue,
 * releases (with the site's time zone) and preview links, empty until a
 * test puts rows in them with `server.use`.
 */
import { http } from 'msw';
import { accountOf, ok, unauthorized } from './shared';

/** An empty list answer, `extra` beside its rows. */
const emptyList =
  (extra?: object) =>
  ({ request }: { request: Request }) =>
    accountOf(request)
      ? ok({ rows: [], total: 0, ...extra })
      : unauthorized(request);

export const publishingHandlers = [
  http.get('*/project/content/review/list', emptyList()),
  http.get('*/project/release/list', emptyList({ timeZone: 'Asia/Tokyo' })),
  http.get(
    '*/project/content/preview/list',
    emptyList({ timeZone: 'Asia/Tokyo' }),
  ),
];
