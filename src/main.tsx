// First: start the first screen's downloads before the app evaluates.
import { firstScreen, signInFirst, siteFirst } from '@/app/first-screen';
import { boot } from '@/app/boot';

// `npm run dev:mock`: the mock API answers before the app's first request.
// Any other mode drops this branch, and the mocks with it.
if (import.meta.env.MODE === 'mock')
  void import('@/app/mock-api')
    .then((m) => m.startMockApi())
    .then(() => boot(firstScreen, signInFirst, siteFirst));
else void boot(firstScreen, signInFirst, siteFirst);
