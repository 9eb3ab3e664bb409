// Clinical notes (issue 14): history, drafts, signing, addenda, the quick note's patient picker.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../sessions/require-session';

export function clinicalNoteRoutes(_deps: AppDeps) {
  return new Hono<SessionEnv>();
}
