// « Surveillance du système › Textos »: the texts Twilio took, by clinic month (Montréal), so a
// text sent on the evening of the 31st in Montréal (already the 1st in UTC) counts in its own month.
import { describe, expect, it } from 'vitest';
import { patients, textOutbox } from '../../platform/db/schema';
import { useTestApp } from '../../testing/test-app';
import { monthBefore, textsSentByMonth } from './text-costs';

describe('texts sent by month', () => {
  const testApp = useTestApp();

  it('counts each clinic month’s sent texts, this month first, the given up ones not at all', async () => {
    // The demo's own texts aside: only these count.
    await testApp().db.delete(textOutbox);
    const [patient] = await testApp().db.select({ id: patients.id }).from(patients).limit(1);
    const row = (id: string, sentAt: string | null) => ({
      id,
      to: '+15145550101',
      body: '',
      kind: 'appointment_reminder' as const,
      patientId: patient?.id ?? '',
      status: sentAt ? ('delivered' as const) : ('failed' as const),
      providerSid: sentAt ? `SM${id}` : null,
      createdAt: sentAt ?? '2026-11-10T15:00:00Z',
      sentAt,
    });
    await testApp()
      .db.insert(textOutbox)
      .values([
        row('a', '2026-11-10T15:00:00Z'),
        // 31 October, 23:30 in Montréal.
        row('b', '2026-11-01T03:30:00Z'),
        row('c', '2026-10-02T15:00:00Z'),
        row('d', '2026-06-02T15:00:00Z'),
        row('e', null),
      ]);
    expect(await textsSentByMonth(testApp().deps)).toEqual([
      { month: '2026-11', sent: 1 },
      { month: '2026-10', sent: 2 },
      { month: '2026-09', sent: 0 },
      { month: '2026-08', sent: 0 },
      { month: '2026-07', sent: 0 },
      { month: '2026-06', sent: 1 },
    ]);
  });

  it('goes back across a year', () => {
    expect(monthBefore('2027-02-15', 0)).toBe('2027-02');
    expect(monthBefore('2027-02-15', 2)).toBe('2026-12');
    expect(monthBefore('2026-12-31', -1)).toBe('2027-01');
  });
});
