// One typed client per surface: a remote type-checks against its own surface only.
import { hc } from 'hono/client';
import type { AdminApi } from './surfaces/admin-api';
import type { PortalApi } from './surfaces/portal-api';
import type { PublicApi } from './surfaces/public-api';
import type { StaffFactorApi } from './surfaces/staff-factor-api';

const options = { init: { credentials: 'same-origin' } } satisfies Parameters<typeof hc>[1];

/** Anonymous and link-token routes: `client.public.clinic.$get()`. `origin` defaults to the page's. */
export const createPublicClient = (origin = pageOrigin()) => hc<PublicApi>(`${origin}/api`, options);
/**
 * The signed-in patient's routes: `client.me.$get()`. `headers` is read at each request: the portal's
 * family resources send the dependant a guardian acts for (`x-patient`).
 */
export const createPortalClient = (origin = pageOrigin(), headers?: () => Record<string, string>) =>
  hc<PortalApi>(`${origin}/api/portal`, headers ? { ...options, headers } : options);
/** The back-office routes (staff session with a verified second factor): `client.me.$get()`. */
export const createAdminClient = (origin = pageOrigin()) => hc<AdminApi>(`${origin}/api/admin`, options);

/** A signed-in staff member's second factor, set up or checked before the back-office opens: `client.setup.$post()`. */
export const createStaffFactorClient = (origin = pageOrigin()) => hc<StaffFactorApi>(`${origin}/api/auth/second-factor`, options);

export type PublicClient = ReturnType<typeof createPublicClient>;
export type PortalClient = ReturnType<typeof createPortalClient>;
export type AdminClient = ReturnType<typeof createAdminClient>;
export type StaffFactorClient = ReturnType<typeof createStaffFactorClient>;

function pageOrigin(): string {
  return (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost';
}
