// The appointments list's filters, kept in the page's address (?du=&au=&statut=&source=&patient=)
// so that a filtered list can be bookmarked, shared with a colleague and found again with « Back ».
// What the address holds is read by shared-ui's useAddressFilters: a value it cannot be (a date that
// does not exist, a status that is not one) falls back to the default rather than breaking the page.
import { type AppointmentStatus, appointmentStatuses } from 'shared-domain/scheduling/appointment-status';
import { type BookingSource, bookingSources } from 'shared-domain/scheduling/booking-source';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { type AddressFields, choiceField, dayField, readAddressFilters, textField, writeAddressFilters } from 'shared-ui/useAddressFilters';

export interface AppointmentFilters {
  /** First day shown, 'YYYY-MM-DD'. */
  from: string;
  /** Last day shown, 'YYYY-MM-DD' (included). */
  to: string;
  status: AppointmentStatus | '';
  source: BookingSource | '';
  /** Part of the patient's name, e-mail or phone, or of the reason, as typed. */
  patient: string;
}

/** The address's parameter for each filter (French, like the rest of the back-office's addresses). */
export const filterParams = { from: 'du', to: 'au', status: 'statut', source: 'source', patient: 'patient' } as const;

export { isCalendarDate };

/** The clinic's current month: its first and last day. */
export function currentMonth(now: Date = new Date()): { from: string; to: string } {
  const today = clinicDate(now);
  const from = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/**
 * The filters as the address holds them; this month and every status, source and patient by
 * default. The period is always written, so a bookmarked month stays that month.
 */
export function appointmentFilterFields(now: Date = new Date()): AddressFields<AppointmentFilters> {
  const month = currentMonth(now);
  return {
    from: dayField(filterParams.from, month.from, { alwaysWritten: true }),
    to: dayField(filterParams.to, month.to, { alwaysWritten: true }),
    status: choiceField(filterParams.status, appointmentStatuses),
    source: choiceField(filterParams.source, bookingSources),
    patient: textField(filterParams.patient),
  };
}

/** The filters the address asks for. */
export const readFilters = (params: URLSearchParams, now: Date = new Date()): AppointmentFilters =>
  readAddressFilters(appointmentFilterFields(now), params);

/** The address's query for `filters`; what is empty is left out. */
export const filtersToParams = (filters: AppointmentFilters): URLSearchParams =>
  writeAddressFilters(appointmentFilterFields(), new URLSearchParams(), filters);

/** The API's query for `filters` (GET /appointments and its CSV): what is empty is left out. */
export interface AppointmentsQuery {
  from: string;
  to: string;
  status?: AppointmentStatus;
  source?: BookingSource;
  q?: string;
}

export function filtersToQuery(filters: AppointmentFilters): AppointmentsQuery {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.patient ? { q: filters.patient } : {}),
  };
}

export type FilterErrors = Partial<Record<'from' | 'to', string>>;

export const filterMessages = {
  fromRequired: 'Indiquez la date de début.',
  toRequired: 'Indiquez la date de fin.',
  fromInvalid: 'La date de début doit être une date valide',
  toInvalid: 'La date de fin doit être une date valide',
  order: 'La date de fin doit être le même jour que la date de début ou plus tard.',
} as const;

/** What is wrong with the dates typed in the filter form, by field. */
export function checkFilterDates(from: string, to: string): FilterErrors {
  const errors: FilterErrors = {};
  if (!from) errors.from = filterMessages.fromRequired;
  else if (!isCalendarDate(from)) errors.from = filterMessages.fromInvalid;
  if (!to) errors.to = filterMessages.toRequired;
  else if (!isCalendarDate(to)) errors.to = filterMessages.toInvalid;
  if (!errors.from && !errors.to && to < from) errors.to = filterMessages.order;
  return errors;
}
