// Questionnaires the clinic sent (issue 14), patient side: the pending ones and their answers.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../sessions/require-session';

export function portalQuestionnaireRoutes(_deps: AppDeps) {
  return new Hono<SessionEnv>();
}
