// SOAP templates (issue 14): listed for the note forms, edited from the settings.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { SessionEnv } from '../sessions/require-session';

export function soapTemplateRoutes(_deps: AppDeps) {
  return new Hono<SessionEnv>();
}
