// What the other contexts may use of billing: the clinic's address and footer as its documents print
// them, and the drafts a visit makes when scheduling marks it « Terminé », « Absent » or cancels it
// late. A context imports another only through that one's `public.ts` (docs/conventions.md,
// « Boundaries »; biome.json).
export { clinicAddressLines, clinicFooter } from './documents/letterhead';
export { lateCancellationDraft, pendingVisitDraft, visitDraftStatements } from './invoices/visit-drafts';
// A visit's deposit: taken at online booking, shown on the visit, given back or kept when it is cancelled.
export { depositAfterCancellation } from './deposits/deposit-after-cancellation';
export { depositsPaid } from './deposits/take-deposit';
export { type BookingDepositCard, bookingOfDepositKey, checkBookingCard, payBookingDeposit } from './deposits/booking-deposit';
// « Relancer les soldes impayés de plus de 30 jours » (automation): the open amounts by
// billing's own rules and the reminder's words.
export { invoicesOwedAsOf, patientReceivableAsOf, receivableAccountsAsOf } from './receivables/receivables-as-of';
export { remindedAccount } from './receivables/awaited-from-payers';
export { overdueAccountsAsOf, overdueAccountsWithEmailCount } from './receivables/overdue-accounts';
export { paymentReminderEmail } from './receivables/payment-reminder';
// For the kill-under-load test: how old a pending card payment is before it counts as left by a crash, and
// the charges the sandbox gateway made (SANDBOX_CHARGES_FILE), counted per idempotency key.
export { cardPaymentTiming } from './checkout/card-payment';
export { readSandboxCharges } from './payments/sandbox-gateway';
// « Relevé annuel des frais de soins »: the January batch (automation) e-mails each patient who has one.
export { patientsWithStatement, statementVisits } from './statements/statement-visits';
