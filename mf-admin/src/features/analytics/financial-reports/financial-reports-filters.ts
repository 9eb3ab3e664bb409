// « Rapports financiers »'s period and the list opened, kept in the page's address as « Analyses »
// keeps its own (?periode=&jour=&du=&au=, the sales' grain ?par=, the list ?liste=&cle=&tranche=):
// a report can be bookmarked, and « Back » closes a list.
import { type FinancialListName, financialListNames, reportGrains, type ReportGrain } from 'shared-domain/billing/financial-report';
import { type AddressFields, choiceField, dayField, textField } from 'shared-ui/useAddressFilters';
import { type PeriodFilters, periodFilterFields, periodQuery } from '../analyses-filters';

export interface FinancialReportFilters extends PeriodFilters {
  grain: ReportGrain | '';
  list: FinancialListName | '';
  key: string;
  bucket: string;
}

export function financialReportFilterFields(now: Date = new Date()): AddressFields<FinancialReportFilters> {
  return {
    ...periodFilterFields(now),
    grain: choiceField('par', reportGrains),
    list: choiceField('liste', financialListNames),
    key: textField('cle', { max: 200 }),
    bucket: dayField('tranche'),
  };
}

/** The API's query for the report in force. */
export function reportQuery(filters: FinancialReportFilters) {
  return { ...periodQuery(filters), ...(filters.grain ? { grain: filters.grain } : {}) };
}

/** The API's query for the list opened. */
export function financialListQuery(filters: FinancialReportFilters & { list: FinancialListName }) {
  return {
    ...reportQuery(filters),
    list: filters.list,
    ...(filters.key ? { key: filters.key } : {}),
    ...(filters.bucket ? { bucket: filters.bucket } : {}),
  };
}
