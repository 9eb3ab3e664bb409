// The test files `npm run test:sqld` runs again on a libSQL server (sqld over ws://): those whose
// behaviour a local SQLite file cannot show — interactive transactions and writers racing through
// the network protocol, leases held by separate instances, batches, triggers as the server runs
// them. Every other file runs once, on a file. To add one: its path from `api/`, and why.
// (A file that asks for sqld itself, e.g. `createTestDatabase('sqld')`, runs on it in both suites.)
export const sqldSuite: Record<string, string> = {
  'src/platform/db/one-writer-at-a-time.test.ts': 'the queue that serialises a server connection’s writers',
  'src/platform/db/migrate.test.ts': 'migrations over the network protocol, and foreign keys on every server connection',
  'src/platform/jobs/lease.test.ts': 'job leases taken and renewed by competing holders',
  'src/platform/jobs/scheduler.test.ts': 'one instance per period under a lease, another once the holder stops',
  'src/platform/http/rate-limit.test.ts': 'twenty concurrent requests counted in the database',
  'src/platform/mail/outbox-sender.test.ts': 'the outbox claimed by one sender at a time',
  'src/scheduling/texts/text-messages.test.ts': 'texts claimed by one sender at a time, and a reply Twilio repeats at once filed once',
  'src/scheduling/texts/text-follow-up-job.test.ts': 'a reminder’s follow-up text claimed by one of three instances at once',
  'src/platform/audit/record-audit-event.test.ts': 'an audit row kept or lost with the batch of its change',
  'src/clinical/intake/intake.test.ts': 'the triggers that keep a signed intake and a published form version as they are',
  'src/platform/site-cache/site-version.test.ts': 'the site version bumped by triggers, and only by them',
  'src/automation/batches/batch-restart.test.ts': 'a batch resumed under a lease after a restart',
  'src/automation/statements/yearly-statement-batch-kill.test.ts':
    'the yearly statements queued and sent once across a killed queueing process and a killed sender',
  'src/automation/rules/automation-rules-job.test.ts': 'a rule racing the appointment it reacts to',
  'src/billing/invoices/issue-invoice.test.ts': 'twenty drafts issued at once get consecutive numbers',
  'src/billing/checkout/checkout-routes.test.ts': 'twenty desks checking out one invoice at once',
  'src/billing/refunds/refund-routes.test.ts': 'ten desks refunding one payment at once',
  'src/billing/claims/claims-routes.test.ts': 'a payer payment in one guarded batch, and the triggers on claims and payer payments',
  'src/billing/insurance/insurance-routes.test.ts': 'four first prints of one receipt at once give it one number',
  'src/billing/deposits/desk-deposit.test.ts': 'a deposit charged once under a double submit',
  'src/billing/payments/portal-routes.test.ts': 'the same payment key five times at once',
  'src/billing/payments/pay-balance-credit.test.ts': 'the portal and the desk using the same account credit at once',
  'src/billing/payments/pay-family.test.ts':
    'a family’s payment claimed for several records by one guarded batch, the same key twice at once, and a race with a child’s own payment',
  'src/billing/cash-closing/admin-routes.test.ts': 'five closings of one day at once',
  'src/billing/cash-closing/reopen-routes.test.ts': 'three reopenings of one day at once, and the closed-day triggers through the view',
  'src/scheduling/booking/public-routes.test.ts': 'fifty bookings racing for one slot',
  'src/scheduling/waitlist/slot-offers.test.ts': 'twenty invitees accepting one offer at once',
  'src/scheduling/links/appointment-changes.test.ts': 'five reschedules racing for one slot',
  'src/scheduling/booking/booking-consents.test.ts': 'a booking link opened five times at once gives its consent once',
  'src/privacy/consents/consent-ledger.test.ts':
    'triggers keep the record’s e-mail consent equal to the ledger and refuse any other write of it',
  'src/clinical/notes/signed-note-lock.test.ts': 'the triggers that refuse any change to a signed note',
  'src/billing/money-rules.test.ts':
    'the triggers that keep issued documents, insurance receipts and closed days unchanged, and no payment before its invoice',
  'src/billing/checkout/card-payment-after-close.test.ts':
    'a card payment settling while its day closes, refused by the trigger then moved',
};
