// The offers engine on a timer (DESIGN §6): every 30 seconds, under its lease, freed slots become
// offers and expired invitations pass the slot on to the next people waiting.
import type { Job } from '../../platform/jobs/scheduler';
import { runSlotOffers } from './slot-offers';

export const slotOfferJob: Job = {
  name: 'waitlist-slot-offers',
  everyMs: 30 * 1000,
  run: runSlotOffers,
};
