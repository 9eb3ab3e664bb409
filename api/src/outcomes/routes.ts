// Outcome measures (issue 14), staff side: scores per visit, series over an episode, questionnaires sent to the portal.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../sessions/require-session';

export function outcomeRoutes(_deps: AppDeps) {
  return new Hono<SessionEnv>();
}
