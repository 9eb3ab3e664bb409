// What the other contexts may use of the accounts: the signed-in session as routes see it, and how
// long an idle session lives. A context imports another only through that one's `public.ts`
// (docs/conventions.md, « Boundaries »; biome.json).
export type { ActiveSession, SessionEnv } from './sessions/require-session';
export { sessionIdleCutoff } from './sessions/session-cookie';
export { signedInRole } from './sessions/signed-in-role';
export { patientEmailChange } from './patient-accounts/record-email-change';
