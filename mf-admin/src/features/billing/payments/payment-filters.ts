// The payments list's filters, kept in the page's address (?section=paiements&du=&au=&mode=&patient=&nom=&par=)
// so that a day's list can be bookmarked, linked from its closing and found again with « Back ».
// What the address holds is read by shared-ui's useAddressFilters: a value it cannot be falls back to the default
// (today, every tender, every patient, everyone), never breaks the page.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type Tender, tenders } from 'shared-domain/billing/tender';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { type AddressFields, choiceField, dayField, textField } from 'shared-ui/useAddressFilters';

export interface PaymentFilters {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD' (included); the first day when the list shows one day. */
  to: string;
  tender: Tender | '';
  patientId: string;
  /** The chosen patient's name, for the filter to show it (the address carries it). */
  patientName: string;
  staffId: string;
}

/** The address's parameter for each filter (French, like the rest of the back-office's addresses). */
export const paymentFilterParams = {
  from: 'du',
  to: 'au',
  tender: 'mode',
  patientId: 'patient',
  patientName: 'nom',
  staffId: 'par',
} as const satisfies Record<keyof PaymentFilters, string>;

export { isCalendarDate };

/** Today at the clinic, 'YYYY-MM-DD'. */
export const clinicToday = (now: Date = new Date()) => clinicDate(now);

/**
 * The filters as the address holds them; today and everything by default. The days are always
 * written, so a bookmarked day stays that day.
 */
export function paymentFilterFields(now: Date = new Date()): AddressFields<PaymentFilters> {
  return {
    from: dayField(paymentFilterParams.from, clinicToday(now), { alwaysWritten: true }),
    to: dayField(paymentFilterParams.to, '', { alwaysWritten: true }),
    tender: choiceField(paymentFilterParams.tender, tenders),
    patientId: textField(paymentFilterParams.patientId),
    patientName: textField(paymentFilterParams.patientName),
    staffId: textField(paymentFilterParams.staffId),
  };
}

/** The last day is the first when none, or one before it, is asked; the name goes with a patient only. */
export const settlePaymentFilters = (filters: PaymentFilters): PaymentFilters => ({
  ...filters,
  to: filters.to && filters.to >= filters.from ? filters.to : filters.from,
  patientName: filters.patientId ? filters.patientName : '',
});

/** The API's query for `filters` (GET /payments and its CSV): what is empty is left out. */
export interface PaymentsQuery {
  from: string;
  to: string;
  tender?: Tender;
  patientId?: string;
  staffId?: string;
}

export function paymentFiltersToQuery(filters: PaymentFilters): PaymentsQuery {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.tender ? { tender: filters.tender } : {}),
    ...(filters.patientId ? { patientId: filters.patientId } : {}),
    ...(filters.staffId ? { staffId: filters.staffId } : {}),
  };
}

export type PaymentFilterErrors = Partial<Record<'from' | 'to', string>>;
