// The offers engine on a timer (DESIGN §6; period in api/src/jobs.ts): under its lease, freed slots become
// offers and expired invitations pass the slot on to the next people waiting.
import type { JobWork } from '../../platform/jobs/scheduler';
import { runSlotOffers } from './slot-offers';

export const slotOfferJob: JobWork = {
  name: 'waitlist-slot-offers',
  run: runSlotOffers,
};
