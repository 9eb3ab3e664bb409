// Who did what the audit trail records: a staff member, a patient, an anonymous visitor, or the
// system itself (scheduled jobs).

export const auditActorTypes = ['staff', 'patient', 'public', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];

const actorLabels: Record<AuditActorType, string> = {
  staff: 'Membre du personnel',
  patient: 'Patient',
  public: 'Visiteur',
  system: 'Système',
};

/** Who, in French: a staff member by name when the account still exists, otherwise the kind of actor. */
export function auditActorLabel(event: { actorType: AuditActorType; actorName: string | null }): string {
  if (event.actorType === 'staff' && event.actorName) return event.actorName;
  return actorLabels[event.actorType] ?? event.actorType;
}
