// A card payment left pending by a crash between its claim and its outcome holds the patient's
// invoices until it is finished: the portal's (pay-balance.ts) and the desk's checkouts with a card
// on file (checkout/record-checkout.ts) alike. The patient's next attempt, or the same checkout key
// again, finishes it; this job does it without waiting for one, so the balance, the transaction and
// the receipt never stay in limbo. A refund to a card a crash left pending (refunds/record-refund.ts)
// is finished the same way: the gateway asked again with its key, the outcome recorded once; so is
// a visit's deposit by card (deposits/take-deposit.ts), and a guardian's payment for her family,
// finished whole (payments/pay-family.ts).
import type { AppDeps } from '../../deps';
import type { JobWork } from '../../platform/jobs/scheduler';
import { resumeStalePayments } from '../checkout/card-payment';
import { resumeStaleRefunds } from '../refunds/record-refund';
import { resumeStaleFamilyPayments } from './pay-family';
import { type BookingRefusedNotice, resumeStaleDeposits } from '../deposits/take-deposit';

/**
 * Needs the gateway to ask about the charge, so it is made with the app's dependencies; a booking
 * whose deposit it finds refused is cancelled, and its patient told with `bookingRefused` (the
 * cancellation notice, scheduling's, handed in by jobs.ts), as nobody is there to read the refusal.
 */
export function stalePaymentJob(deps: AppDeps, bookingRefused?: BookingRefusedNotice): JobWork {
  return {
    name: 'stale-payments',
    run: async () => ({
      resumed:
        (await resumeStalePayments(deps)) +
        (await resumeStaleFamilyPayments(deps)) +
        (await resumeStaleRefunds(deps)) +
        (await resumeStaleDeposits(deps, bookingRefused)),
    }),
  };
}
