/**
 * msw handlers for publishing: the review queue, releases (with the site's
 * time zone), preview links and an item's revisions, empty until a test puts
 * rows in them with `server.use`; an item's state is "published" with no
 * draft (the mock rows are what visitors see), so its comparison is empty.
 */
import { http } from 'msw';
import { accountOf, ok, unauthorized } from './shared';

/** `data` for a signed-in request. */
const answer =
  (data: object) =>
  ({ request }: { request: Request }) =>
    accountOf(request) ? ok({ data }) : unauthorized(request);

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
  http.get('*/project/content/revision/list', emptyList()),
  http.get(
    '*/project/content/state/:kind/:id',
    answer({
      publishState: 'published',
      published: true,
      publishedTime: null,
      draft: null,
    }),
  ),
  http.get(
    '*/project/content/compare/:kind/:id',
    answer({ published: null, draft: null }),
  ),
];
