// Sessions are rows in the database (so any API instance can check them and sign-out ends them);
// the cookie holds a random secret (`mintToken()`) and the table only its hash (`hashToken`).

export const sessionCookieName = 'clinic_session';
/** A session unused for this long is over. */
export const sessionIdleMinutes = 30;

/** Sessions last used before this instant are over. */
export function sessionIdleCutoff(now: Date): string {
  return new Date(now.getTime() - sessionIdleMinutes * 60_000).toISOString();
}
