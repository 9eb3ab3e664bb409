// What an authenticator app computes, for the end-to-end tests (package export `api/testing/authenticator`).
export { totpCodeAt } from '../accounts/staff/totp';
