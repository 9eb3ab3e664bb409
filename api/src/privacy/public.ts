// What the other contexts may use of privacy (Law 25, issue 24). A context imports another only
// through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { type PrivacyRequestToRecord, recordPrivacyRequestStatements } from './requests/privacy-request-statements';
export { backupJob, lastBackupAt } from './backups/backup-job';
export { purgeClosedPrivacyRequests } from './retention/purge-closed-privacy-requests';
export { retentionReviewJob } from './retention/retention-review-job';
