export { Auth, type AuthProps } from './auth';
