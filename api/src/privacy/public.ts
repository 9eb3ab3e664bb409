// What the other contexts may use of privacy (Law 25). A context imports another only
// through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { type PrivacyRequestToRecord, recordPrivacyRequestStatements } from './requests/privacy-request-statements';
export { backupJob, lastBackupAt } from './backups/backup-job';
export { backupKeyStatus } from './backups/backup-key-copy';
export { retentionReviewJob } from './retention/retention-review-job';
// The consent ledger: the public forms write the versions they showed in their own batch.
export {
  bookingConsentStatements,
  type FormConsentVersions,
  formConsentsCurrent,
  formConsentsStale,
  refuseStaleFormConsents,
  waitlistConsentStatements,
} from './consents/form-consents';
export { confirmPendingBookingConsents } from './consents/pending-booking-consents';
export { staleConsentText } from './consents/consent-version';
export { type CareConsentSigner, careConsentStatement } from './consents/care-consent';
export { consentedToEmails, emailsConsented, remindersTickedWithBooking } from './consents/email-sending-rule';
export { importedConsentStatements, importedConsentsUndoStatements, importedWithdrawalStatements } from './consents/imported-consents';
export { consentedToTexts, stopTexts } from './consents/text-sending-rule';
