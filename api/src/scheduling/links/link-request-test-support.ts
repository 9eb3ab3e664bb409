// The manage-link request as an attacker sends it, for its tests and its timing measurement: each
// request from its own client address (so only the limits under test apply), the e-mails queued for
// an address, and a patient on a weekly treatment plan (twelve upcoming visits, so that any work
// depending on them before the answer would show).
import { eq } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import { appointments, emailOutbox } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import type { TestApp } from '../../testing/test-app';

export function linkRequestKit(testApp: () => TestApp) {
  let nextClient = 1;
  const post = (email: string) => {
    const client = nextClient++;
    return testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify({ email }),
    });
  };
  const mailTo = (email: string) => testApp().db.$count(emailOutbox, eq(emailOutbox.to, email));
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
  return { post, mailTo, bookPatient };
}
