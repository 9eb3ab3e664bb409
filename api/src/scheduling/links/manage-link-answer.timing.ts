// Timing measurement (run by the benchmark, `pnpm --filter api timing`, never by CI): the answer to a
// manage-link request takes as long for a patient's address as for an unknown one, so the answer's
// time does not tell an attacker who is a patient. CI keeps the deterministic half of this check
// (public-routes.test.ts: the same database work before answering, whoever the address belongs to).
import { eq } from 'drizzle-orm';
import { addDays } from 'shared-domain/clinic-time';
import { describe, expect, it, vi } from 'vitest';
import { appointments, emailOutbox } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { expectSameAnswerTime } from '../../testing/answer-timing';
import { useTestApp } from '../../testing/test-app';

describe('POST /api/public/manage-link-requests, timed', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let nextClient = 1;
  /** Each request from its own client address, so only the limits under test apply. */
  const post = (email: string) => {
    const client = nextClient++;
    return testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify({ email }),
    });
  };
  const mailTo = (email: string) => testApp().db.$count(emailOutbox, eq(emailOutbox.to, email));

  /**
   * A patient on a weekly treatment plan: twelve upcoming visits, so that any work depending on
   * them before the answer would show in its timing.
   */
  async function bookPatient(email: string) {
    await testApp()
      .db.insert(appointments)
      .values(
        Array.from({ length: 12 }, (_, week) => ({
          name: 'Patiente Test',
          email,
          phone: '514 555-0100',
          status: 'confirmed' as const,
          scheduledDate: addDays('2026-11-23', 7 * week),
          scheduledTime: '09:00',
          ...timestamps(testApp().clock),
        })),
      );
  }

  it('takes as long to answer for a patient’s address as for an unknown one, and still e-mails the patient', async () => {
    // Before the fix the gap was 0.6–1 ms on this machine (the e-mail queued before answering); after, under 0.2.
    await expectSameAnswerTime({
      label: 'liens',
      prepareKnown: bookPatient,
      ask: async (email) => {
        const response = await post(email);
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ sent: true });
      },
      settleKnown: (email) => vi.waitFor(async () => expect(await mailTo(email)).toBe(1), { interval: 5 }),
    });
  }, 120_000);
});
