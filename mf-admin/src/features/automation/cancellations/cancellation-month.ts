// The month « Annulations automatisées » shows: the address's `?month=YYYY-MM`, else the clinic's
// current month; and the months around it for « Mois précédent » and « Mois suivant ».
import { clinicDate } from 'shared-domain/platform/clinic-time';
import type { AddressFields } from 'shared-ui/useAddressFilters';

export const monthParam = 'month';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string => value !== null && monthPattern.test(value);

export const currentMonth = (now: Date = new Date()) => clinicDate(now).slice(0, 7);

/** The month as the address holds it; always written, so a bookmarked month stays that month. */
export function monthFields(now: Date = new Date()): AddressFields<{ month: string }> {
  return {
    month: {
      param: monthParam,
      fallback: currentMonth(now),
      read: (raw) => (isMonth(raw) ? raw : undefined),
      write: (month) => month,
      alwaysWritten: true,
    },
  };
}

/** `month` moved by `months` ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
