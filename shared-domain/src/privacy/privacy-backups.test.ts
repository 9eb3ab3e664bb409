import { describe, expect, it } from 'vitest';
import { backupOverdue, backupOverdueDays } from './privacy-backups';

describe('backupOverdue', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const limit = backupOverdueDays * 24 * 60 * 60 * 1000;

  it('is overdue only past 2 days, and never for a clinic with no backup yet', () => {
    expect(backupOverdueDays).toBe(2);
    expect(backupOverdue(ago(0), now)).toBe(false);
    expect(backupOverdue(ago(limit), now)).toBe(false);
    expect(backupOverdue(ago(limit + 1), now)).toBe(true);
    expect(backupOverdue(null, now)).toBe(false);
  });
});
