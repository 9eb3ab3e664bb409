import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { describe, expect, it } from 'vitest';
import * as schema from '../../platform/db/schema';
import { appointmentEvents, appointments, auditEvents, emailOutbox, invoices, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { outboxMails } from '../../testing/outbox';
import { useTestApp } from '../../testing/test-app';
import { planContext } from '../batches/batch-plan';
import { batchKit } from '../batches/batch-test-support';
import { openReportReader } from '../../platform/db/report-reader';
import { itemTotals } from '../batches/run-batch';
import { oneClickCounts, planPaymentReminders } from './one-click-plans';

// The test clock: Wednesday 18 November 2026, 10:00 in Montréal; tomorrow is Thursday the 19th.
const tomorrow = '2026-11-19';

describe('« Actions en un clic »', () => {
  const testApp = useTestApp();
  const { book, post, get } = batchKit(testApp);

  const countOf = async (action: string) => {
    const { status, body } = await get('practitioner', '/one-click');
    expect(status).toBe(200);
    return body.actions.find((entry: { action: string }) => entry.action === action);
  };

  it('asks tomorrow’s patients who have not confirmed to confirm their presence, counted live', async () => {
    const asked = await book(tomorrow, '18:00');
    const confirmed = await book(tomorrow, '18:30');
    await testApp().db.update(appointments).set({ presenceConfirmed: true }).where(eq(appointments.id, confirmed));
    const unconfirmed = await testApp()
      .db.select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.scheduledDate, tomorrow),
          inArray(appointments.status, ['pending', 'confirmed']),
          eq(appointments.presenceConfirmed, false),
        ),
      );
    const action = await countOf('unconfirmed_tomorrow');
    expect(action).toMatchObject({ count: unconfirmed.length, title: 'Rappeler les patients de demain qui n’ont pas confirmé' });
    expect(action.countLabel).toBe(`${unconfirmed.length} rendez-vous`);

    const preview = await post('reception', '/one-click/unconfirmed-tomorrow', {});
    expect(preview.status).toBe(200);
    expect(preview.body.items.map((item: { appointmentId: string }) => item.appointmentId)).toContain(asked);
    expect(preview.body.items.map((item: { appointmentId: string }) => item.appointmentId)).not.toContain(confirmed);
    const run = await post('reception', '/one-click/unconfirmed-tomorrow', { dryRun: false, selectionToken: preview.body.selectionToken });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ kind: 'presence_reminders', canUndo: false });
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    const mine = mails.find((mail) => mail.appointmentId === asked);
    expect(mine).toMatchObject({ kind: 'demande_presence' });
    expect(mine?.text).toContain('/appointment/confirm/');
    expect(mails.some((mail) => mail.appointmentId === confirmed)).toBe(false);
  });

  it('reminds each patient owing on an invoice due more than 30 days ago, once each, from the cash desk only', async () => {
    const refused = await post('practitioner', '/one-click/unpaid-over-30-days', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'AUTH_002', message: roleRefusalMessage });
    const before = await countOf('unpaid_over_30_days');
    // Two invoices of one patient due 45 and 10 days ago: reminded once, for both; another due 10 days ago only: not yet.
    const [late, recent] = await testApp()
      .db.select({ id: patients.id, email: patients.email })
      .from(patients)
      .where(isNotNull(patients.email))
      .orderBy(patients.lastName)
      .limit(2);
    const owe = (patientId: string, issuedOn: string, dueOn: string, number: string) =>
      testApp()
        .db.insert(invoices)
        .values({
          patientId,
          totalAmount: 8500,
          paymentStatus: 'overdue',
          issuedOn,
          dueOn,
          number,
          kind: 'visit',
          ...timestamps(testApp().deps.clock),
        });
    await owe(late!.id, '2026-09-19', '2026-10-04', 'F-T0001');
    await owe(late!.id, '2026-10-24', '2026-11-08', 'F-T0002');
    await owe(recent!.id, '2026-10-24', '2026-11-08', 'F-T0003');
    const action = await countOf('unpaid_over_30_days');
    expect(action.count).toBe(before.count + 1);
    expect(action.countLabel).toBe(`${action.count} ${action.count === 1 ? 'patient' : 'patients'}`);
    const preview = await post('reception', '/one-click/unpaid-over-30-days', {});
    expect(preview.body.totals.touched).toBe(action.count);
    expect(preview.body.items.map((item: { patientId: string }) => item.patientId)).toContain(late!.id);
    expect(preview.body.items.map((item: { patientId: string }) => item.patientId)).not.toContain(recent!.id);
    const patientIds = preview.body.items.map((item: { patientId: string }) => item.patientId);
    expect(new Set(patientIds).size).toBe(patientIds.length);
    const run = await post('reception', '/one-click/unpaid-over-30-days', { dryRun: false });
    expect(run.status).toBe(201);
    const mails = await outboxMails(testApp(), eq(emailOutbox.batchId, run.body.id));
    expect(mails.length).toBe(preview.body.totals.emails);
    for (const mail of mails) expect(mail).toMatchObject({ kind: 'rappel_paiement', appointmentId: null });
    const reminder = mails.find((mail) => mail.patientId === late!.id);
    expect(reminder?.to).toBe(late!.email);
    expect(reminder?.text).toContain('F-T0001');
    expect(reminder?.text).toContain('F-T0002');
    const audited = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'payment.reminder_sent'));
    expect(audited.filter((row) => (row.details as { batchId?: string }).batchId === run.body.id)).toHaveLength(mails.length);
  });

  it('hands this week’s free slots to the waitlist’s engine, each once', async () => {
    const action = await countOf('free_slots_this_week');
    const preview = await post('practitioner', '/one-click/free-slots-this-week', {});
    expect(preview.status).toBe(200);
    expect(preview.body.totals.touched).toBe(action.count);
    expect(action.count).toBeGreaterThan(0);
    // From now to Sunday 22 November only.
    for (const item of preview.body.items) expect(item.startsAt < '2026-11-23T05:00:00.000Z').toBe(true);
    const run = await post('practitioner', '/one-click/free-slots-this-week', {
      dryRun: false,
      selectionToken: preview.body.selectionToken,
    });
    expect(run.status).toBe(201);
    expect(run.body.items.every((item: { outcome: string }) => item.outcome === 'offered')).toBe(true);
    const events = await testApp().db.select().from(appointmentEvents).where(eq(appointmentEvents.reason, 'offered'));
    expect(events).toHaveLength(action.count);
    // Left for the waitlist's job, which offers each by its own rules.
    expect(events.every((event) => event.type === 'slot_freed' && event.handledAt === null && event.appointmentId === null)).toBe(true);
    // Offered already: nothing left to offer.
    expect((await countOf('free_slots_this_week')).count).toBe(0);
    const again = await post('practitioner', '/one-click/free-slots-this-week', { dryRun: false });
    expect(again.status).toBe(422);
    const bad = await post('practitioner', '/one-click/free-slots-this-week', { dryRun: 'oui' });
    expect(bad.status).toBe(422);
  });

  // The page counts this plan on every open: its cost must not grow with the number of patients owing.
  it('reads the accounts owing with as many statements for twenty patients as for one', async () => {
    let statements = 0;
    const logger = {
      logQuery() {
        statements += 1;
      },
    };
    const counted = drizzle(testApp().client, { schema, logger });
    const statementsOfPlan = async () => {
      statements = 0;
      const plan = await planPaymentReminders(await planContext({ ...testApp().deps, db: counted }));
      return { statements, patients: plan.items.length };
    };
    const people = await testApp().db.select({ id: patients.id }).from(patients).orderBy(patients.lastName).limit(20);
    expect(people).toHaveLength(20);
    const owe = (patientId: string, n: number) =>
      testApp()
        .db.insert(invoices)
        .values({
          patientId,
          totalAmount: 4000,
          paymentStatus: 'overdue',
          issuedOn: '2026-08-20',
          dueOn: '2026-09-04',
          number: `F-S${String(n).padStart(4, '0')}`,
          kind: 'visit',
          ...timestamps(testApp().deps.clock),
        });
    const before = await statementsOfPlan();
    await owe(people[0]!.id, 0);
    const one = await statementsOfPlan();
    for (const [n, person] of people.slice(1).entries()) await owe(person.id, n + 1);
    const twenty = await statementsOfPlan();
    expect(twenty.patients).toBeGreaterThanOrEqual(Math.max(before.patients, 20));
    expect(twenty.statements).toBe(one.statements);
  });

  // The reminders' count is one statement off the request thread: the page never builds their plan.
  it('counts the reminders by one statement of the report reader, none on the request thread', async () => {
    let statements = 0;
    const counted = drizzle(testApp().client, { schema, logger: { logQuery: () => void statements++ } });
    const reader = openReportReader(testApp().db, testApp().deps.config.databaseUrl);
    const reads: unknown[] = [];
    try {
      const context = await planContext({
        ...testApp().deps,
        db: counted,
        reportReader: {
          all: (query) => {
            reads.push(query);
            return reader.all(query);
          },
          close: () => reader.close(),
        },
      });
      statements = 0;
      const count = await oneClickCounts.unpaid_over_30_days(context);
      expect({ statements, reads: reads.length }).toEqual({ statements: 0, reads: 1 });
      const plan = await planPaymentReminders(context);
      expect(count).toBe(itemTotals(plan.items).touched);
      expect(count).toBeGreaterThan(0);
    } finally {
      await reader.close();
    }
  });
});
