// The e-mails' filters of « Santé de l'automatisation › Courriels », kept in the page's address
// (?section=courriels&etat=&type=&du=&au=&patient=&nom=&page=) so that a list can be bookmarked, linked
// from a patient's file and found again with « Back ». What the address holds is read defensively: a
// value it cannot be falls back to « every », never breaks the page.
import { type MessageState, messageStates, otherMessageKindLabels, otherMessageKinds } from 'shared-domain/automation/automation';
import { emailTemplateKeys, emailTemplates } from 'shared-domain/clinic/email-templates';
import { healthSectionIds } from './health-links';

export interface MessageFilters {
  state: MessageState | '';
  kind: string;
  /** First day, 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  /** Last day (included), or ''. */
  to: string;
  patientId: string;
  /** The patient's name as the link that chose them said it (the address carries it). */
  patientName: string;
  page: number;
}

/** The address's parameter for each filter (French, like the rest of the back-office's addresses). */
export const messageFilterParams = {
  state: 'etat',
  kind: 'type',
  from: 'du',
  to: 'au',
  patientId: 'patient',
  patientName: 'nom',
  page: 'page',
} as const satisfies Record<keyof MessageFilters, string>;

export const messagesSectionId = healthSectionIds.messages;

/** What an e-mail can be: the templates' names, then the other kinds (digest, test…). */
export const messageKindOptions: readonly { value: string; label: string }[] = [
  ...emailTemplateKeys.map((key) => ({ value: key, label: emailTemplates[key].name })),
  ...otherMessageKinds.map((kind) => ({ value: kind, label: otherMessageKindLabels[kind] })),
];

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real 'YYYY-MM-DD' date ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  if (!calendarDate.test(value)) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}

export function readMessageFilters(params: URLSearchParams): MessageFilters {
  const state = params.get(messageFilterParams.state) ?? '';
  const kind = params.get(messageFilterParams.kind) ?? '';
  const rawFrom = params.get(messageFilterParams.from) ?? '';
  const from = isCalendarDate(rawFrom) ? rawFrom : '';
  const rawTo = params.get(messageFilterParams.to) ?? '';
  const to = isCalendarDate(rawTo) && (!from || rawTo >= from) ? rawTo : '';
  // `patientId` too: the API's own name for it, for a link written from the API's query.
  const patientId = (params.get(messageFilterParams.patientId) ?? params.get('patientId') ?? '').trim();
  const page = Number(params.get(messageFilterParams.page) ?? '1');
  return {
    state: messageStates.includes(state as MessageState) ? (state as MessageState) : '',
    kind: messageKindOptions.some((option) => option.value === kind) ? kind : '',
    from,
    to,
    patientId,
    patientName: patientId ? (params.get(messageFilterParams.patientName) ?? '').trim() : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query for `filters`; what is empty (and the first page) is left out. */
export function messageFiltersToParams(filters: MessageFilters): URLSearchParams {
  const params = new URLSearchParams({ section: messagesSectionId });
  for (const key of Object.keys(messageFilterParams) as (keyof MessageFilters)[]) {
    const value = key === 'page' ? (filters.page > 1 ? String(filters.page) : '') : filters[key].trim();
    if (value) params.set(messageFilterParams[key], value);
  }
  return params;
}

/** The API's query for `filters` (GET /automation/messages): what is empty is left out. */
export function messageFiltersToQuery(filters: MessageFilters) {
  return {
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.patientId ? { patientId: filters.patientId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: String(filters.page),
  };
}
