// « Analyses » on a real database: a small March 2025 (no demo visit that far back) against
// February, the list behind a figure and its CSV read back by an independent parser, the reads
// audited, the reception refused, a period that means nothing refused in French.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { figureListColumns } from 'shared-domain/analytics/figure-list';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, appointments, auditEvents, invoices, patients, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, type TestApp, useTestApp } from '../../testing/test-app';

interface Figures {
  period: { from: string; to: string };
  previous: { from: string; to: string };
  figures: { key: string; value: number | null; previous: number | null; change: number | null }[];
  noShowByChannel: { channel: string; rate: number | null; count: number; of: number }[];
  busyHours: number[][];
}
interface List {
  title: string;
  rows: { id: string; date: string | null; name: string; detail: string; amountCents: number | null }[];
}

async function visit(
  app: TestApp,
  patientId: string,
  fields: {
    date: string;
    time: string;
    status: 'completed' | 'no_show' | 'cancelled';
    createdAt: string;
    source?: 'online' | 'admin';
    cancelledAt?: string;
  },
) {
  const id = randomUUID();
  await app.db.insert(appointments).values({
    id,
    patientId,
    name: 'Visite analysée',
    email: 'analyse@courriel.example',
    phone: '514 555-0100',
    status: fields.status,
    scheduledDate: fields.date,
    scheduledTime: fields.time,
    bookingSource: fields.source ?? 'admin',
    createdAt: fields.createdAt,
    updatedAt: fields.createdAt,
    cancelledAt: fields.cancelledAt ?? null,
  });
  return id;
}

async function newPatient(app: TestApp, firstName: string) {
  const id = randomUUID();
  await app.db.insert(patients).values({ id, firstName, lastName: 'Analyse', ...timestamps(app.clock) });
  return id;
}

describe('« Analyses »', () => {
  const testApp = useTestApp();
  let practitioner: { cookie: string };
  let reception: { cookie: string };
  const ids = { noShow: '', anne: '', bruno: '' };
  const get = (path: string, cookie = practitioner.cookie) => testApp().app.request(`/api/admin/analyses${path}`, { headers: { cookie } });

  beforeAll(async () => {
    const app = testApp();
    practitioner = await staffMemberWithSession(app, 'practitioner');
    reception = await staffMemberWithSession(app, 'reception');
    ids.anne = await newPatient(app, 'Anne');
    ids.bruno = await newPatient(app, 'Bruno');
    // Anne: first seen in February, back twice in March (her second visit booked at the first).
    await visit(app, ids.anne, { date: '2025-02-10', time: '10:00', status: 'completed', createdAt: '2025-02-01T15:00:00.000Z' });
    await visit(app, ids.anne, { date: '2025-03-04', time: '10:00', status: 'completed', createdAt: '2025-02-10T16:00:00.000Z' });
    await visit(app, ids.anne, { date: '2025-03-18', time: '10:00', status: 'completed', createdAt: '2025-03-04T16:00:00.000Z' });
    // Bruno: new in March, then missed his second visit booked online.
    await visit(app, ids.bruno, {
      date: '2025-03-05',
      time: '09:00',
      status: 'completed',
      createdAt: '2025-03-01T15:00:00.000Z',
      source: 'online',
    });
    ids.noShow = await visit(app, ids.bruno, {
      date: '2025-03-12',
      time: '09:00',
      status: 'no_show',
      createdAt: '2025-03-06T02:00:00.000Z',
      source: 'online',
    });
    // Her March visit invoiced and paid at the desk the same day.
    await app.db.insert(invoices).values({
      id: randomUUID(),
      patientId: ids.anne,
      number: 'F-ANALYSE-1',
      totalAmount: 8500,
      paidAmount: 8500,
      paymentStatus: 'paid',
      issuedOn: '2025-03-04',
      dueOn: '2025-04-03',
      ...timestamps(app.clock),
    });
    await app.db.insert(paymentTransactions).values({
      id: randomUUID(),
      patientId: ids.anne,
      amount: 8500,
      status: 'completed',
      transactionType: 'payment',
      tender: 'debit',
      businessDate: '2025-03-04',
      receivedAt: '2025-03-04T16:00:00.000Z',
      createdAt: '2025-03-04T16:00:00.000Z',
    });
  });

  it('gives each figure of the month with the previous month’s and the change, and audits the read', async () => {
    const response = await get('?period=month&date=2025-03-10');
    expect(response.status).toBe(200);
    const body = await readJson<Figures>(response);
    expect(body.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(body.previous).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    const figure = (key: string) => body.figures.find((entry) => entry.key === key);
    expect(figure('visitsCompleted')).toEqual({ key: 'visitsCompleted', value: 3, previous: 1, change: 2 });
    expect(figure('newPatients')).toMatchObject({ value: 1, previous: 1, change: 0 });
    expect(figure('noShowRate')).toMatchObject({ value: 0.25, previous: 0 });
    expect(figure('retention')).toMatchObject({ value: 1 });
    expect(figure('revenueCollected')).toMatchObject({ value: 8500, previous: 0 });
    expect(figure('revenueInvoiced')).toMatchObject({ value: 8500 });
    expect(body.noShowByChannel.find((cell) => cell.channel === 'online')).toMatchObject({ rate: 0.5, count: 1, of: 2 });
    // Tuesdays at 10 h: Anne's two March visits.
    expect(body.busyHours[2]?.[10]).toBe(2);
    const [audited] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'analyses.viewed'));
    expect(audited?.details).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
  });

  it('lists the visits behind the no-show figure, and exports them as CSV', async () => {
    const response = await get('/list?period=month&date=2025-03-10&figure=noShowRate');
    expect(response.status).toBe(200);
    const list = await readJson<List>(response);
    expect(list.title).toBe('Taux d’absence');
    expect(list.rows.map((row) => row.id)).toEqual([ids.noShow]);
    expect(list.rows[0]).toMatchObject({ date: '2025-03-12', detail: expect.stringContaining('Absent') });

    const csv = await get('/list.csv?period=month&date=2025-03-10&figure=revenueCollected');
    expect(csv.headers.get('content-disposition')).toContain('analyses-revenueCollected-2025-03-01-2025-03-31.csv');
    const [header, ...rows] = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header).toEqual(figureListColumns.map((column) => column.label));
    expect(rows).toEqual([['2025-03-04', '', 'Anne Analyse', 'Paiement', '85,00']]);
    const exported = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'analyses.list_exported')));
    expect(exported[0]?.details).toMatchObject({ figure: 'revenueCollected', count: 1 });
  });

  it('lists the appointments that took a freed slot again, not the slot left empty', async () => {
    const app = testApp();
    const freed = (slotTime: string, createdAt: string) =>
      app.db.insert(appointmentEvents).values({
        id: randomUUID(),
        type: 'slot_freed',
        appointmentId: null,
        slotDate: '2025-05-14',
        slotTime,
        durationMinutes: 30,
        reason: 'cancelled',
        createdAt,
      });
    // Two May slots freed on the 10th; another patient's booking took the first the next day.
    await freed('10:00', '2025-05-10T14:00:00.000Z');
    await freed('11:00', '2025-05-10T14:00:00.000Z');
    const refill = await visit(app, ids.bruno, {
      date: '2025-05-14',
      time: '10:00',
      status: 'completed',
      createdAt: '2025-05-11T13:00:00.000Z',
    });
    const response = await get('/list?period=month&date=2025-05-10&figure=freedSlotsRefilled');
    expect(response.status).toBe(200);
    const list = await readJson<List>(response);
    expect(list.title).toBe('Créneaux libérés repris');
    expect(list.rows.map((row) => row.id)).toEqual([refill]);
    const csv = await get('/list.csv?period=month&date=2025-05-10&figure=freedSlotsRefilled');
    expect(csv.headers.get('content-disposition')).toContain('analyses-freedSlotsRefilled-2025-05-01-2025-05-31.csv');
    const [, ...rows] = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows.map((row) => row.slice(0, 3))).toEqual([['2025-05-14', '10:00', 'Visite analysée']]);
  });

  it('refuses the reception: revenue and outcomes are not hers', async () => {
    expect((await get('?period=month', reception.cookie)).status).toBe(403);
    expect((await get('/list?figure=noShowRate', reception.cookie)).status).toBe(403);
  });

  it('refuses a period that means nothing, in French, beside its field', async () => {
    const response = await get('/list?period=custom&from=2025-03-10&figure=noShowRate');
    expect(response.status).toBe(422);
    const body = await readJson<ApiErrorBody>(response);
    expect(body.error.fields?.to).toBe('Choisissez le premier et le dernier jour de la période.');
    const unknown = await readJson<ApiErrorBody>(await get('/list?figure=bonheur'));
    expect(unknown.error.fields?.figure).toBe('Ce chiffre n’existe pas dans les analyses.');
  });
});
