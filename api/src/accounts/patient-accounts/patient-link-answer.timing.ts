// Timing measurement (run by the benchmark, `pnpm --filter api timing`, never by CI): the answer to
// a magic-link or password-reset request takes as long for a patient's address as for an unknown
// one. CI keeps the deterministic half (magic-links.test.ts: the same database work
// before answering, whoever the address belongs to).
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { expectSameAnswerTime } from '../../testing/answer-timing';
import { useTestApp } from '../../testing/test-app';

describe('POST /api/auth/patient/{magic-links,password-resets}, timed', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let nextClient = 1;
  const post = (path: string, email: string) => {
    const client = nextClient++;
    return testApp().app.request(`/api/auth/patient${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify({ email }),
    });
  };
  const mailTo = (email: string) => testApp().db.$count(emailOutbox, eq(emailOutbox.to, email));
  for (const path of ['/magic-links', '/password-resets']) {
    it(`takes as long to answer ${path} for a patient’s address as for an unknown one`, async () => {
      let index = 0;
      await expectSameAnswerTime({
        label: path.slice(1),
        prepareKnown: async (email) => {
          index += 1;
          await testApp()
            .db.insert(patients)
            .values({ firstName: 'Patiente', lastName: `Test ${index}`, email, ...timestamps(testApp().clock) });
        },
        ask: async (email) => expect((await post(path, email)).status).toBe(202),
        settleKnown: (email) => vi.waitFor(async () => expect(await mailTo(email)).toBe(1), { interval: 5 }),
      });
    }, 120_000);
  }
});
