/** msw handlers for config values by key and dictionary data by type. */
import { http } from 'msw';
import { CONFIGS } from '../db';
import { accountOf, ok, unauthorized } from './shared';
import { dictDataOf } from './system-dict';

export const systemHandlers = [
  // The value is in `msg`; unknown keys give ''.
  http.get('*/system/config/configKey/:key', ({ request, params }) => {
    if (!accountOf(request)) return unauthorized(request);
    return ok({ msg: CONFIGS[String(params.key)] ?? '' });
  }),

  http.get('*/system/dict/data/type/:dictType', ({ request, params }) => {
    if (!accountOf(request)) return unauthorized(request);
    return ok({ data: dictDataOf(String(params.dictType)) });
  }),
];
