// The public surface, mounted at /api: anonymous routes and routes authorised by a token from an
// e-mailed link; the health check, sign-in/out and the client error log live here too.
// Contract: no session is required, so nothing here may reveal a patient's data without the link
// token that authorises it; anonymous writes are rate-limited by their feature folder. Typed
// client: `createPublicClient()`.
import { Hono } from 'hono';
import { signedInRole } from '../accounts/public';
import { authRoutes } from '../accounts/sessions/public-routes';
import { isAgendaFull } from '../scheduling/booking/agenda-full';
import { bookingRoutes, onlineBookingRoutes } from '../scheduling/booking/public-routes';
import { bookingRequestRoutes } from '../scheduling/requests/public-routes';
import { publicClinicRoutes, publicServiceRoutes } from '../clinic/public-routes';
import type { AppDeps } from '../deps';
import { healthRoutes } from '../platform/health/public-routes';
import { calendarFeedPublicRoutes } from '../scheduling/calendar-feed/public-routes';
import { linkRoutes } from '../scheduling/links/link-routes';
import { intakeLinkRoutes } from '../clinical/intake/routes';
import { manageLinkRoutes } from '../scheduling/links/public-routes';
import { patientAccountRoutes } from '../accounts/patient-accounts/public-routes';
import { rebookingLinkRoutes } from '../scheduling/rebooking/link-routes';
import { staffAuthRoutes } from '../accounts/staff/staff-auth-routes';
import { staffPasswordResetRoutes } from '../accounts/staff/staff-password-reset-routes';
import { telemetryRoutes } from '../platform/telemetry/public-routes';
import { bookingFunnelRoutes } from '../analytics/booking-funnel/public-routes';
import { waitlistInvitationRoutes, waitlistPublicRoutes } from '../scheduling/waitlist/public-routes';
import { publicConsentTextRoutes } from '../privacy/consents/public-routes';
import { textWebhookRoutes } from '../scheduling/texts/webhook-routes';

export function publicApi(deps: AppDeps) {
  return (
    new Hono()
      .route('/health', healthRoutes(deps))
      // Anonymous: the public site's reads and forms.
      .route('/public/clinic', publicClinicRoutes(deps, isAgendaFull))
      .route('/public/services', publicServiceRoutes(deps))
      .route('/public/appointment-requests', bookingRequestRoutes(deps))
      .route('/public/manage-link-requests', manageLinkRoutes(deps))
      .route('/public/booking', onlineBookingRoutes(deps))
      .route('/public/bookings', bookingRoutes(deps))
      .route('/public/booking-funnel', bookingFunnelRoutes(deps))
      .route('/public/waitlist', waitlistPublicRoutes(deps))
      // The consent texts the booking and waitlist forms show.
      .route('/public/consent-texts', publicConsentTextRoutes(deps))
      // Authorised by the token of an e-mailed link.
      .route('/links/appointments', linkRoutes(deps))
      .route('/links/intake', intakeLinkRoutes(deps))
      .route('/links/calendar-feeds', calendarFeedPublicRoutes(deps))
      .route('/links/invitations', waitlistInvitationRoutes(deps))
      .route('/links/rebooking', rebookingLinkRoutes(deps))
      .route('/auth', authRoutes(deps))
      .route('/auth/patient', patientAccountRoutes(deps))
      .route('/auth/staff', staffAuthRoutes(deps))
      .route('/auth/staff', staffPasswordResetRoutes(deps))
      .route('/telemetry', telemetryRoutes(deps, signedInRole(deps)))
      // Twilio's delivery receipts and the texts patients send back, each signed by Twilio.
      .route('/webhooks/texts', textWebhookRoutes(deps))
  );
}

export type PublicApi = ReturnType<typeof publicApi>;
