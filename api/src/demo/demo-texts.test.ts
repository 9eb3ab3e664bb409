// The demo's texts: a reminder confirmed by reply, one failed, one reply waiting for the desk, and
// nothing queued (no text leaves when the demo starts).
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patientConsents, patients, textOutbox, textReplies } from '../platform/db/schema';
import { useTestApp } from '../testing/test-app';
import { demoPatients } from './demo-clinic';
import { demoInboxReply } from './demo-texts';

describe('the demo’s texts', () => {
  const testApp = useTestApp();

  it('has a text confirmed by reply, a text that failed and one reply for the desk, and nothing to send', async () => {
    const { db } = testApp();
    const mobiles = await db.select({ email: patients.email }).from(patients).where(eq(patients.phoneMobile, true));
    expect(mobiles.map((row) => row.email).sort()).toEqual([demoPatients.lea.email, demoPatients.mathieu.email].sort());
    const consents = await db
      .select()
      .from(patientConsents)
      .where(and(eq(patientConsents.kind, 'text_reminders'), isNull(patientConsents.withdrawnAt)));
    expect(consents).toHaveLength(2);
    const texts = await db.select().from(textOutbox);
    expect(texts.map((text) => [text.status, text.error]).sort()).toEqual([
      ['delivered', null],
      ['failed', '30003'],
    ]);
    const replies = await db.select().from(textReplies);
    expect(replies.map((reply) => [reply.outcome, reply.body]).sort()).toEqual([
      ['confirmed', 'Oui'],
      ['to_read', demoInboxReply],
    ]);
    // Each reply answers the visit its text was about.
    for (const reply of replies) expect(texts.some((text) => text.appointmentId === reply.appointmentId && text.appointmentId)).toBe(true);
  });
});
