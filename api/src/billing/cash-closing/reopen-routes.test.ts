// « Rouvrir la journée »: an admin reopens a closed day with a reason (audited); the day takes
// payments again until it is closed again, and its view lists its closes and reopenings. Refusals
// in French that change nothing. Test clock: Wednesday 18 November 2026.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { CashClosingInput, CashDayReopeningInput } from 'shared-domain/billing/cash-close';
import { deskLabels, deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCashClosingSummary, DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { validationMessages as m } from 'shared-domain/platform/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cashDayReopenings } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient, recordPayment } from '../receivables/ledger-test-support';
import { isDayClosed } from './closed-day';

// Two days the desk closed, one after the other: the earlier one is reopened while the later stays closed.
const day = '2026-11-16';
const nextDay = '2026-11-17';
const reason = 'Un paiement Interac oublié au comptoir';

describe('« Rouvrir la journée »', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let patientId: string;

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    testApp().app.request(`/api/admin/cash-closings${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const reopen = (date: string, body: CashDayReopeningInput | Record<string, unknown>, cookie = admin.cookie) =>
    call('POST', `/${date}/reopen`, cookie, body);
  const close = async (date: string) => {
    const { expectedCents } = await readJson<DeskCashDay>(await call('GET', `/${date}`, reception.cookie));
    const body: CashClosingInput = {
      businessDate: date,
      counted: { cash: expectedCents, terminal: 0, cheque: 0, etransfer: 0 },
      expectedCents,
    };
    return call('POST', '', reception.cookie, body);
  };
  const reopeningsCount = async () => (await testApp().db.select({ n: count() }).from(cashDayReopenings))[0]?.n ?? 0;
  const reopenedAudits = async () =>
    (await testApp().db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'cash_day.reopened')))[0]?.n ?? 0;
  /** Cash taken at the desk on `date` through « Encaisser ». */
  const checkout = async (date: string) => {
    const invoice = await issuedInvoice(testApp(), patientId, { totalCents: 2500, issuedOn: '2026-11-10' });
    return testApp().app.request('/api/admin/checkouts', {
      method: 'POST',
      headers: { cookie: reception.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        patientId,
        invoiceIds: [invoice.id],
        tenders: [{ tender: 'cash', amountCents: 2500 }],
        receivedOn: date,
      }),
    });
  };

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin', { fullName: 'Anne Admin' });
    reception = await staffMemberWithSession(testApp(), 'reception', { fullName: 'Julie Réception' });
    practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    patientId = await newPatient(testApp());
    await recordPayment(testApp(), patientId, { businessDate: day, tender: 'cash', amountCents: 5000, takenBy: reception.id });
    expect((await close(day)).status).toBe(201);
    expect((await close(nextDay)).status).toBe(201);
  });

  describe('refuses, in French and changing nothing,', () => {
    const refused = async (response: Response | Promise<Response>) => {
      const before = [await reopeningsCount(), await reopenedAudits()];
      const answer = await response;
      expect([await reopeningsCount(), await reopenedAudits()]).toEqual(before);
      expect(await isDayClosed(testApp().db, day)).toBe(true);
      return { status: answer.status, body: await readJson<ApiErrorBody>(answer) };
    };

    it('the reopening to the desk and to a practitioner (403)', async () => {
      expect((await refused(reopen(day, { reason }, reception.cookie))).status).toBe(403);
      expect((await refused(reopen(day, { reason }, practitioner.cookie))).status).toBe(403);
    });

    it('a reopening without its reason, too short or too long (422 beside the reason)', async () => {
      const label = deskLabels.reopeningReason;
      for (const [body, message] of [
        [{}, m.required(label)],
        [{ reason: '   ' }, m.required(label)],
        [{ reason: ' oups ' }, m.minLength(label, 5)],
        [{ reason: 'x'.repeat(501) }, m.maxLength(label, 500)],
      ] as const) {
        const answer = await refused(reopen(day, body));
        expect(answer.status).toBe(422);
        expect(answer.body.error.fields).toEqual({ reason: message });
      }
    });

    it('a day that is not closed (409) or not a day (422)', async () => {
      expect(await refused(reopen('2026-11-18', { reason }))).toEqual({
        status: 409,
        body: { error: { code: 'BILL_002', message: deskMessages.dayNotClosed } },
      });
      expect((await refused(reopen('2026-02-30', { reason }))).status).toBe(422);
    });
  });

  it('reopens the day once when two admins reopen it at the same moment, audited with the reason', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => reopen(day, { reason: `  ${reason} ` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const reopened = await readJson<DeskCashDay>(answers.find((answer) => answer.status === 200)!);
    expect(reopened.closing).toBeNull();
    expect(reopened.history).toEqual([
      { kind: 'closed', at: testApp().clock.now().toISOString(), byName: 'Julie Réception', reason: null },
      { kind: 'reopened', at: testApp().clock.now().toISOString(), byName: 'Anne Admin', reason },
    ]);
    expect(await isDayClosed(testApp().db, day)).toBe(false);
    expect(await isDayClosed(testApp().db, nextDay)).toBe(true);

    const rows = await testApp().db.select().from(cashDayReopenings).where(eq(cashDayReopenings.businessDate, day));
    expect(rows).toHaveLength(1);
    const audit = await auditEventsOf(testApp().db, 'cash_day.reopened', rows[0]?.closingId ?? '');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, details: { businessDate: day, closingId: rows[0]?.closingId, reason } });

    const list = await readJson<{ closings: DeskCashClosingSummary[] }>(await call('GET', '?from=2026-11-10&to=2026-11-18', admin.cookie));
    expect(list.closings.map((closing) => closing.businessDate)).toEqual([nextDay]);
  });

  it('takes a payment on the reopened day again, though the next day stays closed, and counts it there', async () => {
    expect((await checkout(day)).status).toBe(200);
    expect((await checkout(nextDay)).status).toBe(409);
    const reopened = await readJson<DeskCashDay>(await call('GET', `/${day}`, admin.cookie));
    expect(reopened.expected.cash).toBe(7500);
  });

  it('closes the reopened day again, then refuses its payments again and lists its history', async () => {
    const closedAgain = await close(day);
    expect(closedAgain.status).toBe(201);
    const again = await readJson<DeskCashDay>(closedAgain);
    expect(again.closing).toMatchObject({ countedCents: 7500, differenceCents: 0 });
    expect(again.history.map((event) => event.kind)).toEqual(['closed', 'reopened', 'closed']);
    expect(await isDayClosed(testApp().db, day)).toBe(true);

    const refused = await checkout(day);
    expect(refused.status).toBe(409);
    expect((await readJson<ApiErrorBody>(refused)).error.message).toBe(deskMessages.dayClosed('lundi 16 novembre 2026'));
    await expect(recordPayment(testApp(), patientId, { businessDate: day, amountCents: 100 })).rejects.toThrow();
    const list = await readJson<{ closings: DeskCashClosingSummary[] }>(await call('GET', '?from=2026-11-10&to=2026-11-18', admin.cookie));
    expect(list.closings.map((closing) => closing.businessDate)).toEqual([nextDay, day]);

    expect((await reopen(day, { reason: 'Deuxième correction du jour' })).status).toBe(200);
    expect(await isDayClosed(testApp().db, day)).toBe(false);
  });
});
