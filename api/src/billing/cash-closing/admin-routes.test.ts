// « Fermeture de caisse »: the day's expected amounts by count, the close with its
// difference and note, the closed days listed; refusals in French that change nothing.
import { count, eq, sql } from 'drizzle-orm';
import type { CashClosingInput } from 'shared-domain/billing/cash-close';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCashClosingSummary, DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cashClosings } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { newPatient, recordPayment, recordRefund } from '../receivables/ledger-test-support';
import { dayMovements, movementsFingerprint, movementsFingerprintSql } from './cash-day';
import { isDayClosed } from './closed-day';

// Sundays before the test's today (Wednesday 18 November 2026): the demo clinic takes no payment then.
const sunday = '2026-11-15';
const otherSunday = '2026-11-08';
const thirdSunday = '2026-11-01';

describe('« Fermeture de caisse »', () => {
  const testApp = useTestApp();
  let reception: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let patientId: string;

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    testApp().app.request(`/api/admin/cash-closings${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const day = async (date: string) => {
    const response = await call('GET', `/${date}`, reception.cookie);
    expect(response.status).toBe(200);
    return readJson<DeskCashDay>(response);
  };
  const closingsCount = async () => (await testApp().db.select({ n: count() }).from(cashClosings))[0]?.n ?? 0;
  const auditCount = async () =>
    (await testApp().db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'cash_closing.closed')))[0]?.n ?? 0;

  beforeAll(async () => {
    reception = await staffMemberWithSession(testApp(), 'reception', { fullName: 'Julie Réception' });
    practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    patientId = await newPatient(testApp());
    const take = (fields: Parameters<typeof recordPayment>[2]) => recordPayment(testApp(), patientId, { takenBy: reception.id, ...fields });
    await take({ businessDate: sunday, tender: 'cash', amountCents: 5000 });
    await take({ businessDate: sunday, tender: 'debit', amountCents: 8500 });
    await take({ businessDate: sunday, tender: 'credit_terminal', amountCents: 2000 });
    await take({ businessDate: sunday, tender: 'card_on_file', amountCents: 3449, takenBy: null });
    await take({ businessDate: sunday, tender: 'cheque', amountCents: 9000, type: 'deposit' });
    await take({ businessDate: sunday, tender: 'cash', amountCents: 7000, status: 'voided' });
    await take({ businessDate: sunday, tender: 'card_on_file', amountCents: 7000, status: 'failed' });
    await take({ businessDate: otherSunday, tender: 'cash', amountCents: 1234 });
    await recordRefund(testApp(), patientId, { businessDate: sunday, tender: 'cash', amountCents: 1200 });
  });

  it('shows what each count should hold from the day’s completed payments and refunds, card on file apart', async () => {
    expect(await day(sunday)).toEqual({
      businessDate: sunday,
      expected: { cash: 3800, terminal: 10_500, cheque: 9000, etransfer: 0 },
      cardOnFileCents: 3449,
      expectedCents: 23_300,
      paymentsCount: 6,
      cashRoundingCents: 0,
      settledAfterClose: [],
      closing: null,
      history: [],
    } satisfies DeskCashDay);
  });

  it('computes the day’s fingerprint in the database as the close compares it', async () => {
    const { db } = testApp();
    const [row] = await db.all<{ fingerprint: string }>(sql`select ${movementsFingerprintSql(db, sunday)} as fingerprint`);
    expect(row?.fingerprint).toBe(movementsFingerprint(await dayMovements(db, sunday)));
  });

  it('closes the day with a 5 $ cash difference and its note, audited, then shows and lists it', async () => {
    const before = await day(sunday);
    const body: CashClosingInput = {
      businessDate: sunday,
      counted: { cash: '43,00', terminal: 10_500, cheque: 9000, etransfer: 0 },
      expectedCents: before.expectedCents,
      note: 'Un patient a laissé 5 $ de pourboire',
    };
    const response = await call('POST', '', reception.cookie, body);
    expect(response.status).toBe(201);
    const closed = await readJson<DeskCashDay>(response);
    expect(closed.closing).toEqual({
      counted: { cash: 4300, terminal: 10_500, cheque: 9000, etransfer: 0 },
      countedCents: 23_800,
      differenceCents: 500,
      openingCashCents: 0,
      note: 'Un patient a laissé 5 $ de pourboire',
      closedByName: 'Julie Réception',
      closedAt: testApp().clock.now().toISOString(),
    });
    expect(await isDayClosed(testApp().db, sunday)).toBe(true);
    expect((await day(sunday)).closing).toEqual(closed.closing);

    const [row] = await testApp().db.select().from(cashClosings).where(eq(cashClosings.businessDate, sunday));
    expect(JSON.parse(row?.expected ?? '')).toEqual({ cash: 3800, terminal: 10_500, cheque: 9000, etransfer: 0 });
    const audit = await auditEventsOf(testApp().db, 'cash_closing.closed', row?.id ?? '');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: reception.id,
      details: { businessDate: sunday, expectedCents: 23_300, countedCents: 23_800, differenceCents: 500 },
    });

    const list = await call('GET', `?from=2026-11-01&to=2026-11-18`, reception.cookie);
    expect(list.status).toBe(200);
    const { closings } = await readJson<{ closings: DeskCashClosingSummary[] }>(list);
    expect(closings.find((closing) => closing.businessDate === sunday)).toEqual({
      businessDate: sunday,
      expectedCents: 23_300,
      countedCents: 23_800,
      differenceCents: 500,
      openingCashCents: 0,
      note: 'Un patient a laissé 5 $ de pourboire',
      closedByName: 'Julie Réception',
      closedAt: testApp().clock.now().toISOString(),
    });
    const looks = await testApp()
      .db.select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, reception.id));
    expect(looks).toContainEqual({ action: 'cash_closing.viewed', actorId: reception.id, details: { businessDate: sunday } });
    expect(looks).toContainEqual({ action: 'cash_closings.viewed', actorId: reception.id, details: { count: closings.length } });
    const outside = await readJson<{ closings: DeskCashClosingSummary[] }>(
      await call('GET', `?from=2026-11-16&to=2026-11-18`, reception.cookie),
    );
    expect(outside.closings.map((closing) => closing.businessDate)).not.toContain(sunday);
  });

  it('closes a day whose counts match without a note', async () => {
    const response = await call('POST', '', reception.cookie, {
      businessDate: thirdSunday,
      counted: { cash: 0, terminal: 0, cheque: 0, etransfer: 0 },
      expectedCents: (await day(thirdSunday)).expectedCents,
    });
    expect(response.status).toBe(201);
    expect((await readJson<DeskCashDay>(response)).closing).toMatchObject({ differenceCents: 0, note: '' });
  });

  it('counts the drawer’s float: a day of more cash refunded than taken closes with the float less the refunds in the drawer', async () => {
    const refundsDay = '2026-10-25';
    await recordRefund(testApp(), patientId, { businessDate: refundsDay, tender: 'cash', amountCents: 2000 });
    const before = await day(refundsDay);
    expect(before).toMatchObject({ expected: { cash: -2000 }, expectedCents: -2000 });
    const response = await call('POST', '', reception.cookie, {
      businessDate: refundsDay,
      openingCash: '200,00',
      counted: { cash: '180,00', terminal: 0, cheque: 0, etransfer: 0 },
      expectedCents: before.expectedCents,
    });
    expect(response.status).toBe(201);
    expect((await readJson<DeskCashDay>(response)).closing).toMatchObject({
      openingCashCents: 20_000,
      countedCents: 18_000,
      differenceCents: 0,
      note: '',
    });
    const [row] = await testApp().db.select().from(cashClosings).where(eq(cashClosings.businessDate, refundsDay));
    expect(row).toMatchObject({ expectedCents: 18_000, openingCashCents: 20_000 });
    expect(JSON.parse(row?.expected ?? '')).toEqual({ cash: 18_000, terminal: 0, cheque: 0, etransfer: 0 });
    const audit = await auditEventsOf(testApp().db, 'cash_closing.closed', row?.id ?? '');
    expect(audit[0]).toMatchObject({
      details: { expectedCents: 18_000, countedCents: 18_000, differenceCents: 0, openingCashCents: 20_000 },
    });
  });

  describe('refuses, in French and changing nothing,', () => {
    const refused = async (body: unknown, cookie = reception.cookie) => {
      const [closingsBefore, auditBefore] = [await closingsCount(), await auditCount()];
      const response = await call('POST', '', cookie, body);
      expect([await closingsCount(), await auditCount()]).toEqual([closingsBefore, auditBefore]);
      return { status: response.status, body: await readJson<ApiErrorBody>(response) };
    };
    const counted = { cash: 1234, terminal: 0, cheque: 0, etransfer: 0 };

    it('a day already closed (409 BILL_003)', async () => {
      const answer = await refused({ businessDate: sunday, counted, expectedCents: 23_300, note: 'encore' });
      expect(answer).toEqual({ status: 409, body: { error: { code: 'BILL_003', message: deskMessages.dayAlreadyClosed } } });
    });

    it('a day in the future (422, beside the day)', async () => {
      const answer = await refused({ businessDate: '2026-11-19', counted, expectedCents: 0 });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual({ businessDate: deskMessages.dayInFuture });
    });

    it('a difference without its note (422, beside the note)', async () => {
      const answer = await refused({ businessDate: otherSunday, counted: { ...counted, cash: 1000 }, expectedCents: 1234, note: '  ' });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual({ note: deskMessages.differenceNoteRequired });
    });

    it('expected amounts that changed since the screen showed them (409 BILL_002)', async () => {
      const answer = await refused({ businessDate: otherSunday, counted, expectedCents: 0 });
      expect(answer).toEqual({ status: 409, body: { error: { code: 'BILL_002', message: deskMessages.closingChanged } } });
    });

    it('a negative or malformed count, an unknown count or a bad day (422)', async () => {
      for (const body of [
        { businessDate: otherSunday, counted: { ...counted, cash: -5 }, expectedCents: 1234 },
        { businessDate: otherSunday, counted: { ...counted, cash: 'beaucoup' }, expectedCents: 1234 },
        { businessDate: otherSunday, counted: { ...counted, coffre: 5 }, expectedCents: 1234 },
        { businessDate: '2026-02-30', counted, expectedCents: 1234 },
        { businessDate: otherSunday, counted: { cash: 1234 }, expectedCents: 1234 },
        { businessDate: otherSunday, counted, openingCash: -100, expectedCents: 1234 },
      ]) {
        const answer = await refused(body);
        expect(answer.status).toBe(422);
        expect(answer.body.error.code).toBe('VAL_001');
      }
    });

    it('the close and the day to a practitioner (403)', async () => {
      const answer = await refused({ businessDate: otherSunday, counted, expectedCents: 1234 }, practitioner.cookie);
      expect(answer.status).toBe(403);
      expect((await call('GET', `/${otherSunday}`, practitioner.cookie)).status).toBe(403);
      expect((await call('GET', '', practitioner.cookie)).status).toBe(403);
    });

    it('a reversed or too long period in the list (422)', async () => {
      expect((await call('GET', '?from=2026-11-18&to=2026-11-01', reception.cookie)).status).toBe(422);
      expect((await call('GET', '?from=2024-01-01&to=2026-11-01', reception.cookie)).status).toBe(422);
      expect((await call('GET', '/hier', reception.cookie)).status).toBe(422);
    });
  });

  it('closes a day once when two people close it at the same moment', async () => {
    const body = { businessDate: otherSunday, counted: { cash: 1234, terminal: 0, cheque: 0, etransfer: 0 }, expectedCents: 1234 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '', reception.cookie, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await testApp().db.select().from(cashClosings).where(eq(cashClosings.businessDate, otherSunday));
    expect(rows).toHaveLength(1);
    expect(await auditEventsOf(testApp().db, 'cash_closing.closed', rows[0]?.id ?? '')).toHaveLength(1);
  });
});
