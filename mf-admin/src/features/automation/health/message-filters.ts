// The e-mails' filters of « Santé de l'automatisation › Courriels », kept in the page's address
// (?section=courriels&etat=&type=&du=&au=&patient=&nom=&page=) so that a list can be bookmarked, linked
// from a patient's file and found again with « Back ». What the address holds is read defensively: a
// value it cannot be falls back to « every », never breaks the page.
import { type MessageState, messageStates, otherMessageKindLabels, otherMessageKinds } from 'shared-domain/automation/automation';
import { emailTemplateKeys, emailTemplates } from 'shared-domain/clinic/email-templates';
import { type AddressFields, choiceField, dayField, pageField, readAddressFilters, textField } from 'shared-ui/useAddressFilters';
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

/** The filters as the address holds them; « every » by default, the first page left out. */
export const messageFilterFields: AddressFields<MessageFilters> = {
  state: choiceField(messageFilterParams.state, messageStates),
  kind: choiceField(
    messageFilterParams.kind,
    messageKindOptions.map((option) => option.value),
  ),
  from: dayField(messageFilterParams.from),
  to: dayField(messageFilterParams.to),
  // `patientId` too: the API's own name for it, for a link written from the API's query.
  patientId: textField(messageFilterParams.patientId, { also: ['patientId'] }),
  patientName: textField(messageFilterParams.patientName),
  page: pageField(messageFilterParams.page),
};

/** A last day before the first is dropped; the name goes with a patient only. */
export const settleMessageFilters = (filters: MessageFilters): MessageFilters => ({
  ...filters,
  to: filters.to && filters.from && filters.to < filters.from ? '' : filters.to,
  patientName: filters.patientId ? filters.patientName : '',
});

export const readMessageFilters = (params: URLSearchParams): MessageFilters =>
  readAddressFilters(messageFilterFields, params, settleMessageFilters);

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
