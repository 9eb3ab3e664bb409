// The record around the notes (issue 14): identity, episodes of care, attachments, access requests, export.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../sessions/require-session';

export function clinicalRecordRoutes(_deps: AppDeps) {
  return new Hono<SessionEnv>();
}
