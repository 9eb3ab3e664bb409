import { describe, expect, it } from 'vitest';
import { formatMoney } from '../platform/format';
import {
  patientPaidForCare,
  statementPeriod,
  statementYearsAvailable,
  yearlyStatement,
  yearlyStatementFileName,
  yearlyStatementQuerySchema,
  yearlyStatementRows,
} from './yearly-statement';

const period = { from: '2026-01-01', to: '2026-12-31' };

describe('yearlyStatement', () => {
  it('lists the paid visits of the period oldest first, the patient’s total and the payers’ apart', () => {
    const statement = yearlyStatement({
      patientName: 'Léa Tremblay',
      period,
      visits: [
        { date: '2026-11-02', service: 'Suivi', receiptNumber: null, patientPaidCents: 2000, payerPaidCents: 6500 },
        { date: '2026-02-10', service: 'Évaluation initiale', receiptNumber: 'R-00001', patientPaidCents: 12000, payerPaidCents: 0 },
        { date: '2025-12-31', service: 'Suivi', receiptNumber: 'R-00000', patientPaidCents: 8500, payerPaidCents: 0 },
        { date: '2026-05-05', service: 'Suivi', receiptNumber: null, patientPaidCents: 0, payerPaidCents: 0 },
      ],
    });
    expect(statement.visits.map((visit) => visit.date)).toEqual(['2026-02-10', '2026-11-02']);
    expect(statement.patientTotalCents).toBe(14000);
    expect(statement.payerTotalCents).toBe(6500);
    expect(yearlyStatementRows(statement, 'America/Toronto')).toEqual([
      ['10 févr. 2026', 'Évaluation initiale', 'R-00001', formatMoney(12000), '—'],
      ['2 nov. 2026', 'Suivi', '—', formatMoney(2000), formatMoney(6500)],
    ]);
  });

  it('counts the care only, net of what credit notes freed', () => {
    expect(patientPaidForCare({ paidCents: 13099, careCents: 8500 })).toBe(8500);
    expect(patientPaidForCare({ paidCents: 4000, careCents: 8500 })).toBe(4000);
    expect(patientPaidForCare({ paidCents: 0, careCents: 8500 })).toBe(0);
  });
});

describe('the period', () => {
  it('is the calendar year before today unless one is asked for', () => {
    expect(statementPeriod({}, '2027-01-01')).toEqual(period);
    expect(statementPeriod({ from: '2026-03-01', to: '2027-02-28' }, '2027-05-01')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(yearlyStatementFileName(period)).toBe('releve-annuel-2026.pdf');
    expect(yearlyStatementFileName({ from: '2026-03-01', to: '2027-02-28' })).toBe('releve-2026-03-01-2027-02-28.pdf');
  });

  it('refuses a period of more than a year, or half a period, in French', () => {
    expect(yearlyStatementQuerySchema.safeParse({}).success).toBe(true);
    expect(yearlyStatementQuerySchema.safeParse({ from: '2026-01-01' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'Veuillez remplir le champ « Au »',
    });
    expect(yearlyStatementQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(false);
  });

  it('offers a year’s statement from the 1st of January after it', () => {
    expect(statementYearsAvailable('2026-12-31', '2025-03-04')).toEqual([2025]);
    expect(statementYearsAvailable('2027-01-01', '2025-03-04')).toEqual([2026, 2025]);
    expect(statementYearsAvailable('2026-06-01', '2026-02-01')).toEqual([]);
    expect(statementYearsAvailable('2026-06-01', null)).toEqual([]);
  });
});
