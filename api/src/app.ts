// The API: one Hono app whose route groups are chained so `hc<AppType>` knows every endpoint.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { bookingRequestRoutes } from './booking-request/routes';
import { publicRoutes } from './clinic/routes';
import type { AppDeps } from './deps';
import { healthRoutes } from './health/routes';
import { AppError, errorBody, handleError } from './http/app-error';
import { requireSameOrigin } from './http/origin-check';
import { linkRoutes } from './links/routes';
import { manageLinkRoutes } from './manage-link/routes';
import { portalRoutes } from './portal/routes';
import { telemetryRoutes } from './telemetry/routes';

const maxBodyBytes = 64 * 1024;

export function createApi(deps: AppDeps) {
  const trustedOrigins = [new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins];
  const api = new Hono()
    .use('/api/*', cors({ origin: deps.config.corsOrigins, credentials: true, maxAge: 600 }))
    .use('/api/*', requireSameOrigin(trustedOrigins))
    .use(
      '/api/*',
      bodyLimit({
        maxSize: maxBodyBytes,
        onError: () => {
          throw new AppError(413, errorCodes.payloadTooLarge, errorMessages.payloadTooLarge);
        },
      }),
    )
    .route('/api/health', healthRoutes(deps))
    .route('/api/public', publicRoutes(deps))
    .route('/api/public', bookingRequestRoutes(deps))
    .route('/api/public', manageLinkRoutes(deps))
    .route('/api/links', linkRoutes(deps))
    .route('/api/auth', authRoutes(deps))
    .route('/api/portal', portalRoutes(deps))
    .route('/api/admin', adminRoutes(deps))
    .route('/api/telemetry', telemetryRoutes(deps));
  api.onError(handleError);
  api.notFound((c) => c.json(errorBody(errorCodes.notFound, errorMessages.notFound), 404));
  return api;
}

export type AppType = ReturnType<typeof createApi>;
