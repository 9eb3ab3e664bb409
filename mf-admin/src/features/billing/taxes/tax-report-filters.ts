// The tax report's period, kept in the page's address (?section=rapport&du=&au=): a quarter's report
// can be bookmarked and found again with « Back ». The quarter under way by default.
import { lastFourQuarters } from 'shared-domain/billing/tax-report';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type AddressFields, dayField } from 'shared-ui/useAddressFilters';
import type { TaxPeriod } from './api/tax-report';

export const taxReportParams = { from: 'du', to: 'au' } as const satisfies Record<keyof TaxPeriod, string>;

export function taxReportFields(now: Date = new Date()): AddressFields<TaxPeriod> {
  const quarter = lastFourQuarters(clinicDate(now)).at(-1);
  return {
    from: dayField(taxReportParams.from, quarter?.from ?? '', { alwaysWritten: true }),
    to: dayField(taxReportParams.to, quarter?.to ?? '', { alwaysWritten: true }),
  };
}

/** The last day is never before the first. */
export const settleTaxPeriod = (period: TaxPeriod): TaxPeriod => ({
  ...period,
  to: period.to.localeCompare(period.from) < 0 ? period.from : period.to,
});
