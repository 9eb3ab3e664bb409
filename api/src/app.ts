// The API: three surfaces (public, portal, admin), each with its guard applied once and its own
// typed client (`api/client`), behind the checks every request passes.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import type { AppDeps } from './deps';
import { AppError, errorBody, handleError } from './http/app-error';
import { requireSameOrigin } from './http/origin-check';
import { adminApi } from './surfaces/admin-api';
import { portalApi } from './surfaces/portal-api';
import { publicApi } from './surfaces/public-api';

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
    .route('/api', publicApi(deps))
    .route('/api/portal', portalApi(deps))
    .route('/api/admin', adminApi(deps));
  api.onError(handleError);
  api.notFound((c) => c.json(errorBody(errorCodes.notFound, errorMessages.notFound), 404));
  return api;
}

export type AppType = ReturnType<typeof createApi>;
