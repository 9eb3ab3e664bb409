// What a service is for, so the booking, the calendar and the reports can tell a first visit from
// a follow-up (« première visite » or « suivi »); desk items and reports are `other`.

export const visitKinds = ['first_visit', 'follow_up', 'other'] as const;
export type VisitKind = (typeof visitKinds)[number];

export const visitKindLabels: Record<VisitKind, string> = {
  first_visit: 'Première visite',
  follow_up: 'Suivi',
  other: 'Autre',
};
