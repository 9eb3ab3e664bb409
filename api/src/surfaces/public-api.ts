// The public surface, mounted at /api: anonymous routes and routes authorised by a token from an
// e-mailed link; the health check, sign-in/out and the client error log live here too.
// Contract: no session is required, so nothing here may reveal a patient's data without the link
// token that authorises it; anonymous writes are rate-limited by their feature folder. Typed
// client: `createPublicClient()`.
import { Hono } from 'hono';
import { authRoutes } from '../auth/routes';
import { onlineBookingRoutes } from '../booking/routes';
import { bookingRequestRoutes } from '../booking-request/routes';
import { publicRoutes } from '../clinic/routes';
import type { AppDeps } from '../deps';
import { healthRoutes } from '../health/routes';
import { linkRoutes } from '../links/routes';
import { manageLinkRoutes } from '../manage-link/routes';
import { patientAccountRoutes } from '../patient-accounts/routes';
import { rebookingLinkRoutes } from '../rebooking/link-routes';
import { staffAuthRoutes } from '../staff-accounts/staff-auth-routes';
import { telemetryRoutes } from '../telemetry/routes';
import { waitlistPublicRoutes } from '../waitlist/public-routes';

export function publicApi(deps: AppDeps) {
  return new Hono()
    .route('/health', healthRoutes(deps))
    .route('/public', publicRoutes(deps))
    .route('/public', bookingRequestRoutes(deps))
    .route('/public', manageLinkRoutes(deps))
    .route('/public', onlineBookingRoutes(deps))
    .route('/links', linkRoutes(deps))
    .route('/', waitlistPublicRoutes(deps))
    .route('/links/rebooking', rebookingLinkRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/auth/patient', patientAccountRoutes(deps))
    .route('/auth/staff', staffAuthRoutes(deps))
    .route('/telemetry', telemetryRoutes(deps));
}

export type PublicApi = ReturnType<typeof publicApi>;
