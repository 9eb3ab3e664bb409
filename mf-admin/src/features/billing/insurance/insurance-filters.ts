// « Assurances »'s filters, kept in the page's address (?du=&au=&patient=&nom=), and the receipt
// shown for printing (?recu=<visit>): a period's list can be bookmarked, linked from a patient's
// file or an invoice, and found again with « Back ». This month by default.
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type AddressFields, dayField, textField } from 'shared-ui/useAddressFilters';

export interface InsuranceFilters {
  from: string;
  to: string;
  patientId: string;
  /** The chosen patient's name, for the filter to show it (the address carries it). */
  patientName: string;
  /** The visit whose receipt is shown for printing; '' for the list. */
  receipt: string;
}

export const insuranceParams = {
  from: 'du',
  to: 'au',
  patientId: 'patient',
  patientName: 'nom',
  receipt: 'recu',
} as const satisfies Record<keyof InsuranceFilters, string>;

/** The first and last days of the month of `now`, at the clinic. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  const today = clinicDate(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

export function insuranceFilterFields(now: Date = new Date()): AddressFields<InsuranceFilters> {
  const month = thisMonth(now);
  return {
    from: dayField(insuranceParams.from, month.from, { alwaysWritten: true }),
    to: dayField(insuranceParams.to, month.to, { alwaysWritten: true }),
    patientId: textField(insuranceParams.patientId),
    patientName: textField(insuranceParams.patientName),
    receipt: textField(insuranceParams.receipt),
  };
}

/** The last day is never before the first; the name goes with a patient only. */
export const settleInsuranceFilters = (filters: InsuranceFilters): InsuranceFilters => ({
  ...filters,
  to: filters.to.localeCompare(filters.from) < 0 ? filters.from : filters.to,
  patientName: filters.patientId ? filters.patientName : '',
});

/** The API's query for `filters`: what is empty is left out. */
export function insuranceQuery(filters: InsuranceFilters) {
  return { from: filters.from, to: filters.to, ...(filters.patientId ? { patientId: filters.patientId } : {}) };
}
