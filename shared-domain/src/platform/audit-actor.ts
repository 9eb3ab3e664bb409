// Who did what the audit trail records: a staff member, a patient, an anonymous visitor, or the
// system itself (scheduled jobs).

export const auditActorTypes = ['staff', 'patient', 'public', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];
