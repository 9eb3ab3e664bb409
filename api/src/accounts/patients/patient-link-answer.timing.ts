// Timing measurement (run by the benchmark, `pnpm --filter api timing`, never by CI): the answer to
// a magic-link or password-reset request takes as long for a patient's address as for an unknown
// one (issue 20, F9). CI keeps the deterministic half (magic-links.test.ts: the same database work
// before answering, whoever the address belongs to).
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
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
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

  for (const path of ['/magic-links', '/password-resets']) {
    it(`takes as long to answer ${path} for a patient’s address as for an unknown one`, async () => {
      const pairs = 50;
      const warmUp = 5;
      const bound = 0.4;
      const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
      const gaps: number[] = [];
      const patient: number[] = [];
      const unknown: number[] = [];
      for (let index = 0; index < pairs + warmUp; index += 1) {
        const known = `patiente-${path.slice(1)}-${index}@courriel.example`;
        await testApp()
          .db.insert(patients)
          .values({ firstName: 'Patiente', lastName: `Test ${index}`, email: known, ...timestamps(testApp().clock) });
        const order = index % 2 === 0 ? [known, null] : [null, known];
        const pair = { patient: 0, unknown: 0 };
        for (const email of order) {
          const started = performance.now();
          const response = await post(path, email ?? `inconnu-${path.slice(1)}-${index}@courriel.example`);
          const elapsed = performance.now() - started;
          expect(response.status).toBe(202);
          pair[email ? 'patient' : 'unknown'] = elapsed;
          if (email) await vi.waitFor(async () => expect(await mailTo(email)).toBe(1), { interval: 5 });
          await pause();
        }
        if (index < warmUp) continue;
        patient.push(pair.patient);
        unknown.push(pair.unknown);
        gaps.push(pair.patient - pair.unknown);
      }
      const medians = { patient: median(patient), unknown: median(unknown), gap: median(gaps) };
      expect(Math.abs(medians.patient - medians.unknown) < bound && Math.abs(medians.gap) < bound, JSON.stringify(medians)).toBe(true);
    }, 120_000);
  }
});
