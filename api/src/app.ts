// The API: three surfaces (public, portal, admin), each with its guard applied once and its own
// typed client (`api/client`), behind the checks every request passes. Every refusal, including
// an unknown path, leaves through `handleError`, the one place that builds the error envelope.
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { attachmentUploadPath } from './clinical/record/admin-routes';
import { patientImportUploadPaths } from './patients/import/admin-routes';
import type { AppDeps } from './deps';
import { handleError, notFound } from './platform/http/app-error';
import { configurationUploadPaths } from './clinic/configuration/admin-routes';
import { limitBody } from './platform/http/limit-body';
import { noStore } from './platform/http/no-store';
import { requireSameOrigin } from './platform/http/origin-check';
import { adminApi } from './surfaces/admin-api';
import { portalApi } from './surfaces/portal-api';
import { publicApi } from './surfaces/public-api';
import { staffFactorApi } from './surfaces/staff-factor-api';

const maxBodyBytes = 64 * 1024;
// Routes that apply their own, larger limit: the record's file upload (10 MB), the patient import's CSV (5 MB),
// a configuration file (1 MB).
const ownBodyLimitPaths = [
  `/api/admin${attachmentUploadPath}`,
  ...[...patientImportUploadPaths, ...configurationUploadPaths].map((path) => `/api/admin${path}`),
];

export function createApi(deps: AppDeps) {
  const trustedOrigins = [new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins];
  const api = new Hono()
    .use('/api/*', cors({ origin: deps.config.corsOrigins, credentials: true, maxAge: 600 }))
    .use('/api/*', requireSameOrigin(trustedOrigins, deps.config.production ? {} : { developmentPort: deps.config.port }))
    .use('/api/*', except(ownBodyLimitPaths, limitBody(maxBodyBytes)))
    // Every answer under these is personal (a session, a patient, a link's appointment).
    .use('/api/portal/*', noStore())
    .use('/api/admin/*', noStore())
    .use('/api/links/*', noStore())
    .use('/api/auth/*', noStore())
    .route('/api', publicApi(deps))
    .route('/api/portal', portalApi(deps))
    .route('/api/admin', adminApi(deps))
    .route('/api/auth/second-factor', staffFactorApi(deps));
  api.onError(handleError);
  api.notFound((c) => handleError(notFound(), c));
  return api;
}

export type AppType = ReturnType<typeof createApi>;
