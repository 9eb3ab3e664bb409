import { describe, expect, it } from 'vitest';
import {
  confirmsRecord,
  isPastRetention,
  recordsDueLine,
  retentionCutoff,
  retentionDecisionSchema,
  wholeYearsBetween,
  yearsBefore,
} from './privacy-retention';

describe('the retention period', () => {
  it('is past only when the last service is more than 5 years back', () => {
    expect(retentionCutoff('2026-11-18')).toBe('2021-11-18');
    expect(isPastRetention('2021-11-17', '2026-11-18')).toBe(true);
    expect(isPastRetention('2021-11-18', '2026-11-18')).toBe(false);
    expect(isPastRetention('2021-11-18', '2026-11-19')).toBe(true);
  });

  it('moves 29 February back to the 28th of a common year, and counts whole years', () => {
    expect(yearsBefore('2028-02-29', 5)).toBe('2023-02-28');
    expect(yearsBefore('2026-11-18', -1)).toBe('2027-11-18');
    expect(wholeYearsBetween('2020-06-01', '2026-05-31')).toBe(5);
    expect(wholeYearsBetween('2020-06-01', '2026-06-01')).toBe(6);
  });
});

describe('a decision', () => {
  it('needs a reason to keep and the record’s name to anonymise or destroy', () => {
    const keep = retentionDecisionSchema.safeParse({ decision: 'keep', reason: ' ' });
    expect(keep.success ? [] : keep.error.issues.map((issue) => issue.message)).toEqual([
      'Indiquez le motif de la conservation (par exemple, un litige en cours).',
    ]);
    const destroy = retentionDecisionSchema.safeParse({ decision: 'destroy' });
    expect(destroy.success ? [] : destroy.error.issues.map((issue) => issue.path.join('.'))).toEqual(['confirmation']);
    expect(retentionDecisionSchema.parse({ decision: 'keep', reason: ' Litige en cours ' }).reason).toBe('Litige en cours');
  });

  it('is confirmed by the name typed in any case, spaces aside', () => {
    expect(confirmsRecord('  rosalie   VIEUXDOSSIER ', 'Rosalie Vieuxdossier')).toBe(true);
    expect(confirmsRecord('Rosalie', 'Rosalie Vieuxdossier')).toBe(false);
  });

  it('says the count in agreeing French', () => {
    expect(recordsDueLine(1)).toBe('1 dossier a dépassé sa période de conservation');
    expect(recordsDueLine(3)).toBe('3 dossiers ont dépassé leur période de conservation');
  });
});
