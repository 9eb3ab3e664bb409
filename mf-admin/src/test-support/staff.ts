// The signed-in staff member the back-office tests use, as `GET /api/admin/me` answers. Tests only.
import type { SignedInStaff } from '../features/back-office/session/api/me';

export const testStaff: SignedInStaff = { id: 'staff-1', fullName: 'Émilie Tremblay', email: 'e@example.com', role: 'admin' };
