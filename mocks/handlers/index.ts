import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { profileHandlers } from './profile';
import { systemHandlers } from './system';
import { websiteHandlers } from './website';

// Profile first: `/system/user/profile` must win over `/system/user/:id`.
export const handlers = [
  ...authHandlers,
  ...profileHandlers,
  ...systemHandlers,
  ...commonHandlers,
  ...websiteHandlers,
];
