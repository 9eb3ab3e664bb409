// The clinic's public profile as `GET /api/public/clinic` sends it, read by the sign-in pages'
// header for the clinic's identity (its name, the practitioner's name and title). Tests only.
import { demoClinicProfile } from 'shared-ui/test-support/clinic-profile';
import type { AdminAnswer } from './admin-stub-api';

export const clinicIdentity: AdminAnswer<'GET /api/public/clinic'> = demoClinicProfile();
