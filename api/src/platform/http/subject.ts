// Who a signed-in surface serves, resolved once by the surface (`api/src/surfaces/`) after its
// session guard and handed to every route through the context: a portal route reads
// `c.get('patientId')`, a back-office route `c.get('staff')`, and neither looks the session up again.
// The types live here so that feature folders can name them without importing a surface.
import type { SessionSubjectType } from 'shared-domain/accounts/session-subject';
import type { StaffRole } from 'shared-domain/accounts/staff-role';

/** A live session, as the surface's guard (`requireSession`, accounts/sessions) admitted it. */
export interface ActiveSession {
  id: string;
  subjectType: SessionSubjectType;
  subjectId: string;
  secondFactorVerified: boolean;
}

/** The signed-in staff member, from `staff_users`. */
export interface StaffSubject {
  staffId: string;
  role: StaffRole;
}

/**
 * The patient portal: the session (a portal account), the record the request acts for
 * (`patientId`: her own, or a dependant's her family allows) and the account's own record
 * (`accountPatientId`: who is acting, reached at her address and phone).
 */
export type PortalEnv = { Variables: { session: ActiveSession; patientId: string; accountPatientId: string } };

/** The staff surfaces (the back-office, and the second-factor steps before it): the session and its staff member. */
export type StaffEnv = { Variables: { session: ActiveSession; staff: StaffSubject } };

/** The back-office: a staff session with a verified second factor, and its staff member. */
export type AdminEnv = StaffEnv;
