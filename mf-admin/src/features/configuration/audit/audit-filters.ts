// « Journal d'audit »'s filters, kept in the address (?patient=&membre=&action=&du=&au=) so that a
// filtered trail can be bookmarked and reached from a patient's file (« Qui a consulté ce
// dossier ? »). A value the address cannot mean falls back to « every ».
import { type AuditAction, auditActionNames } from 'shared-domain/platform/audit-actions';
import type { AuditEventQueryInput } from 'shared-domain/platform/audit-event-query';
import { type AddressFields, choiceField, dayField, textField } from 'shared-ui/useAddressFilters';

export interface AuditFilters {
  patientId: string;
  staffId: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const auditFilterParams = { patientId: 'patient', staffId: 'membre', action: 'action', from: 'du', to: 'au' } as const;

export const auditFilterFields: AddressFields<AuditFilters> = {
  patientId: textField(auditFilterParams.patientId, { max: 64 }),
  staffId: textField(auditFilterParams.staffId, { max: 64 }),
  action: choiceField(auditFilterParams.action, auditActionNames),
  from: dayField(auditFilterParams.from),
  to: dayField(auditFilterParams.to),
};

/** A last day before the first is read as the first. */
export const settleAuditFilters = (filters: AuditFilters): AuditFilters =>
  filters.from && filters.to && filters.to < filters.from ? { ...filters, to: filters.from } : filters;

/** The API's query for `filters`: what is empty is left out. */
export function auditFiltersToQuery(filters: AuditFilters): Omit<AuditEventQueryInput, 'before' | 'limit'> {
  const query: Record<string, string> = {};
  for (const key of Object.keys(auditFilterParams) as (keyof AuditFilters)[]) {
    if (filters[key] !== '') query[key] = filters[key];
  }
  return query;
}

/** The trail filtered to one patient, for a link from the patient's file. */
export function patientAuditSearch(patientId: string): string {
  return `?${new URLSearchParams({ [auditFilterParams.patientId]: patientId })}`;
}
