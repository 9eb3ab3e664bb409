// « Envoyer les relevés annuels » through the admin surface: one e-mail per patient with a
// statement for last year, spaced at the rate chosen, each in the outbox once however many times the
// batch is started; a year not over is refused in French; the administration's alone.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoReception } from '../../demo/demo-clinic';
import { auditEvents, emailOutbox, staffUsers } from '../../platform/db/schema';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { paidPatients } from './statement-batch-test-support';

describe('the yearly statements’ batch', () => {
  const testApp = useTestApp({ now: '2027-01-05T15:00:00Z' });
  let admin: string;
  let reception: string;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [desk] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
    reception = await createTestSession(testApp(), { subjectType: 'staff', subjectId: desk!.id, secondFactorVerified: true });
  });

  interface BatchAnswer {
    lastYear: number;
    queued: number;
    batch: { year: number; queued: number; sent: number; waiting: number; patients: number };
    error: { fields: Record<string, string> };
  }

  const call = async (method: 'GET' | 'POST', body?: unknown, cookie = admin, query = '') => {
    const response = await testApp().app.request(`/api/admin/yearly-statements${query}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as BatchAnswer };
  };

  it('queues one e-mail per patient with a statement, at the rate chosen, and never a second', async () => {
    const patients = await paidPatients(testApp(), 5, '2026-06-10');
    const before = await call('GET');
    expect(before.body.lastYear).toBe(2026);
    expect(before.body.batch).toMatchObject({ year: 2026, queued: 0, sent: 0 });
    expect(before.body.batch.patients).toBeGreaterThanOrEqual(5);

    const run = await call('POST', { year: 2026, ratePerMinute: 12 });
    expect(run.status).toBe(200);
    expect(run.body.queued).toBe(run.body.batch.queued);
    const mails = await outboxMails(
      testApp(),
      and(
        eq(emailOutbox.kind, 'releve_annuel'),
        inArray(
          emailOutbox.patientId,
          patients.map((patient) => patient.id),
        ),
      ),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(patients.map((patient) => patient.email).sort());
    const mail = mails[0]!;
    expect(mail.subject).toContain('Votre relevé 2026');
    expect(mail.text).toMatch(/10 juin 2026 — .+\n?.*85,00/);
    expect(mail.text).toContain('/patient-portal/documents');
    // 12 a minute: every e-mail of the run leaves 5 s after the one before.
    const all = await testApp().db.select({ at: emailOutbox.nextAttemptAt }).from(emailOutbox).where(eq(emailOutbox.kind, 'releve_annuel'));
    const times = all.map((row) => Date.parse(row.at!)).sort((a, b) => a - b);
    expect(times[0]).toBe(Date.parse('2027-01-05T15:00:00Z'));
    expect(times.slice(1).map((time, index) => time - times[index]!)).toEqual(times.slice(1).map(() => 5000));

    // Started again: nothing more.
    const again = await call('POST', { year: 2026, ratePerMinute: 12 });
    expect(again.body.queued).toBe(0);
    expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.kind, 'releve_annuel'))).toBe(times.length);

    // A patient whose visit is paid since: the next start queues hers alone, after the others.
    const [late] = await paidPatients(testApp(), 1, '2026-12-20');
    const third = await call('POST', { year: 2026, ratePerMinute: 12 });
    expect(third.body.queued).toBe(1);
    const [lateMail] = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.patientId, late!.id));
    expect(Date.parse(lateMail!.nextAttemptAt!)).toBe(times.at(-1)! + 5000);
    expect(third.body.batch).toMatchObject({ queued: times.length + 1, waiting: times.length + 1, sent: 0 });

    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'yearly_statements.batch_started'));
    expect(audit?.details).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31', count: times.length });
  });

  it('refuses a year not over, in French, and the reception', async () => {
    const refused = await call('POST', { year: 2027 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.year).toBe('L’année 2027 n’est pas terminée : ses relevés s’envoient à partir du 1er janvier 2028.');
    const tooFast = await call('POST', { year: 2026, ratePerMinute: 601 });
    expect(tooFast.status).toBe(422);
    expect(tooFast.body.error.fields.ratePerMinute).toBeDefined();
    expect((await call('POST', { year: 2026 }, reception)).status).toBe(403);
    expect((await call('GET', undefined, reception)).status).toBe(403);
  });
});
