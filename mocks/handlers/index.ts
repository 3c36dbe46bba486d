import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { systemHandlers } from './system';

export const handlers = [...authHandlers, ...systemHandlers, ...commonHandlers];
