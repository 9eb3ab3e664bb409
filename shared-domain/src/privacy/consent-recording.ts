// Who may record a patient's consent, or its withdrawal, in the back-office (DESIGN §5): consent to
// care is given to the one who treats, so it is the care roles'; the other kinds are everyone's.
// The server refuses the others (403 AUTH_002) and the patient file hides their button.
import { mayAccess, type StaffRole } from '../accounts/staff-role';
import type { ConsentKind } from './privacy';

export function mayRecordConsent(role: StaffRole, kind: ConsentKind): boolean {
  return kind !== 'care' || mayAccess(role, 'care');
}
