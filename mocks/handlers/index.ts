import { authHandlers } from './auth';
import { systemHandlers } from './system';

export const handlers = [...authHandlers, ...systemHandlers];
