// The payments list's filters, kept in the page's address (?section=paiements&du=&au=&mode=&patient=&nom=&par=)
// so that a day's list can be bookmarked, linked from its closing and found again with « Back ».
// What the address holds is read defensively: a value it cannot be falls back to the default
// (today, every tender, every patient, everyone), never breaks the page.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type Tender, tenders } from 'shared-domain/billing/tender';

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

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real 'YYYY-MM-DD' date ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  if (!calendarDate.test(value)) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}

/** Today at the clinic, 'YYYY-MM-DD'. */
export const clinicToday = (now: Date = new Date()) => clinicDate(now);

/** The filters the address asks for; today and everything by default. */
export function readPaymentFilters(params: URLSearchParams, now: Date = new Date()): PaymentFilters {
  const today = clinicToday(now);
  const rawFrom = params.get(paymentFilterParams.from) ?? '';
  const from = isCalendarDate(rawFrom) ? rawFrom : today;
  const rawTo = params.get(paymentFilterParams.to) ?? '';
  const to = isCalendarDate(rawTo) && rawTo >= from ? rawTo : from;
  const tender = params.get(paymentFilterParams.tender) ?? '';
  const patientId = (params.get(paymentFilterParams.patientId) ?? '').trim();
  return {
    from,
    to,
    tender: tenders.includes(tender as Tender) ? (tender as Tender) : '',
    patientId,
    patientName: patientId ? (params.get(paymentFilterParams.patientName) ?? '').trim() : '',
    staffId: (params.get(paymentFilterParams.staffId) ?? '').trim(),
  };
}

/** The address's query for `filters` in `section`; what is empty is left out. */
export function paymentFiltersToParams(filters: PaymentFilters, section: string): URLSearchParams {
  const params = new URLSearchParams({ section });
  for (const key of Object.keys(paymentFilterParams) as (keyof PaymentFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(paymentFilterParams[key], value);
  }
  return params;
}

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
