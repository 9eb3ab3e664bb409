// « Conservation des dossiers »: the records past their 5 years on the clinic's today
// (test clock: Wednesday 18 November 2026), what each holds, and the officer's three decisions with
// their effects, all in one batch with the decision's log and its audit row.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import type { RetentionReviewView } from 'shared-domain/privacy/privacy-retention';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  auditEvents,
  emailOutbox,
  episodesOfCare,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patientConsents,
  patients,
  questionnaireRequests,
  recordAttachments,
  retentionDecisionsLog,
  sessions,
  soapNotes,
  waitlistEntries,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, type TestApp, useTestApp } from '../../testing/test-app';
import { stillDue } from './records-past-retention';
import { patientLastSeen } from './retention-test-support';

const base = '/api/admin/privacy/retention';

function client(testApp: () => TestApp) {
  const state = { cookie: '', staffId: '' };
  return {
    state,
    async signIn() {
      const { staffId } = await seededAccounts(testApp());
      state.staffId = staffId;
      state.cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    },
    async review(cookie = state.cookie) {
      const response = await testApp().app.request(base, { headers: { cookie } });
      expect(response.status).toBe(200);
      return readJson<RetentionReviewView>(response);
    },
    decide(patientId: string, body: Record<string, unknown>, cookie = state.cookie) {
      return testApp().app.request(`${base}/${patientId}/decision`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}

const listed = (view: RetentionReviewView, patientId: string) => view.records.find((record) => record.patientId === patientId);

describe('the records past their retention period', () => {
  const testApp = useTestApp();
  const api = client(testApp);
  beforeAll(() => api.signIn());

  it('lists a record whose last service is more than 5 years back, by the test clock, and not one exactly 5 years back', async () => {
    const past = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2021-11-17', note: 'draft' });
    const boundary = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2021-11-18' });
    const recent = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2024-05-01' });

    const view = await api.review();
    expect(view.today).toBe('2026-11-18');
    expect(view.cutoff).toBe('2021-11-18');
    expect(listed(view, past.id)).toEqual({
      patientId: past.id,
      recordLabel: past.label,
      lastServiceOn: '2021-11-17',
      lastServiceSource: 'visit',
      yearsSince: 5,
      holds: { notes: 1, attachments: 0, invoices: 1, appointments: 1 },
      waits: [],
    });
    expect(listed(view, boundary.id)).toBeUndefined();
    expect(listed(view, recent.id)).toBeUndefined();

    // A day later, the record served exactly 5 years before is past its period too.
    testApp().clock.advance({ days: 1 });
    await api.signIn();
    try {
      const tomorrow = await api.review();
      expect(tomorrow.today).toBe('2026-11-19');
      expect(listed(tomorrow, boundary.id)?.lastServiceOn).toBe('2021-11-18');
      expect(listed(tomorrow, recent.id)).toBeUndefined();
    } finally {
      testApp().clock.advance({ days: -1 });
      await api.signIn();
    }
  });

  it('reads the last service from the latest visit or note, else the record’s opening, and skips a patient coming back', async () => {
    const noteLater = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2019-02-01' });
    await testApp()
      .db.insert(soapNotes)
      .values({ patientId: noteLater.id, visitDate: '2023-03-01', createdBy: api.state.staffId, ...timestamps(testApp().clock) });
    const neverSeen = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: null, openedOn: '2020-06-01' });
    const comingBack = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2019-02-01' });
    await testApp()
      .db.insert(appointments)
      .values({
        patientId: comingBack.id,
        name: comingBack.label,
        email: comingBack.email,
        phone: comingBack.phone,
        status: 'confirmed',
        scheduledDate: '2026-12-02',
        scheduledTime: '09:00',
        bookingSource: 'admin',
        ...timestamps(testApp().clock),
      });

    const view = await api.review();
    expect(listed(view, noteLater.id)).toBeUndefined();
    expect(listed(view, neverSeen.id)).toMatchObject({ lastServiceOn: '2020-06-01', lastServiceSource: 'opened', yearsSince: 6 });
    expect(listed(view, comingBack.id)).toBeUndefined();
  });

  it('records each read in the audit trail with the count listed, never a name', async () => {
    const view = await api.review();
    const [row] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'retention.review_viewed'))
      .orderBy(sql`${auditEvents.createdAt} desc, rowid desc`)
      .limit(1);
    expect(row?.details).toEqual({ count: view.records.length });
    expect(row?.actorId).toBe(api.state.staffId);
  });

  it('is the administration’s: a practitioner and the reception are refused, and their decision changes nothing', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2019-05-05' });
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie } = await staffMemberWithSession(testApp(), role);
      const read = await testApp().app.request(base, { headers: { cookie } });
      expect(read.status).toBe(403);
      const refused = await api.decide(record.id, { decision: 'keep', reason: 'Litige en cours' }, cookie);
      expect(refused.status).toBe(403);
      expect((await readJson<ApiErrorBody>(refused)).error.code).toBe('AUTH_002');
    }
    const decisions = await testApp().db.select().from(retentionDecisionsLog).where(eq(retentionDecisionsLog.patientId, record.id));
    expect(decisions).toEqual([]);
  });
});

describe('« Conserver »', () => {
  const testApp = useTestApp();
  const api = client(testApp);
  beforeAll(() => api.signIn());

  it('needs a reason, logs it with the decision, and lists the record again after a year', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-01-15' });

    const noReason = await api.decide(record.id, { decision: 'keep', reason: '  ' });
    expect(noReason.status).toBe(422);
    expect((await readJson<ApiErrorBody>(noReason)).error.fields?.reason).toBe(
      'Indiquez le motif de la conservation (par exemple, un litige en cours).',
    );
    const badDecision = await api.decide(record.id, { decision: 'archive' });
    expect(badDecision.status).toBe(422);
    expect((await readJson<ApiErrorBody>(badDecision)).error.fields?.decision).toContain('Décision');
    expect(await testApp().db.select().from(retentionDecisionsLog).where(eq(retentionDecisionsLog.patientId, record.id))).toEqual([]);

    const kept = await api.decide(record.id, { decision: 'keep', reason: 'Litige en cours avec l’assureur' });
    expect(kept.status).toBe(200);
    const { decisionId } = await readJson<{ decisionId: string }>(kept);
    const [decision] = await testApp().db.select().from(retentionDecisionsLog).where(eq(retentionDecisionsLog.id, decisionId));
    expect(decision).toMatchObject({
      patientId: record.id,
      recordLabel: record.label,
      decision: 'keep',
      reason: 'Litige en cours avec l’assureur',
      lastServiceOn: '2020-01-15',
      decidedBy: api.state.staffId,
    });
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'retention.record_kept'));
    expect(audit?.details).toEqual({ patientId: record.id, decisionId });
    // The record itself is untouched.
    const [patient] = await testApp().db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient).toMatchObject({ firstName: record.firstName, email: record.email, anonymisedAt: null });

    const view = await api.review();
    expect(listed(view, record.id)).toBeUndefined();
    expect(view.decisions.find((row) => row.id === decisionId)).toMatchObject({
      decision: 'keep',
      reviewOn: '2027-11-18',
      decidedBy: expect.any(String),
    });
    // Decided again meanwhile: refused, nothing written.
    const again = await api.decide(record.id, { decision: 'keep', reason: 'Encore' });
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error.code).toBe('PRIV_040');

    testApp().clock.advance({ days: 366 });
    await api.signIn();
    const nextYear = await api.review();
    expect(listed(nextYear, record.id)?.lastServiceOn).toBe('2020-01-15');
  });
});

describe('« Anonymiser » and « Détruire le dossier »', () => {
  const testApp = useTestApp();
  const api = client(testApp);
  beforeAll(() => api.signIn());

  /** Every value of every row of every table, as text: what a copy of the database would show. */
  async function everything(): Promise<string> {
    const { client: raw } = testApp();
    const tables = await raw.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
    const dumps: string[] = [];
    for (const table of tables.rows) {
      const rows = await raw.execute(`select * from "${String(table.name)}"`);
      dumps.push(JSON.stringify(rows.rows, (_key, value) => (value instanceof ArrayBuffer ? null : value)));
    }
    return dumps.join('\n');
  }

  async function withTraces(record: Awaited<ReturnType<typeof patientLastSeen>>) {
    const db = testApp().db;
    const [account] = await db
      .insert(patientAccounts)
      .values({ patientId: record.id, email: record.email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    await db.insert(patientConsents).values([
      {
        patientId: record.id,
        email: record.email,
        kind: 'email_reminders',
        version: 1,
        channel: 'portal',
        givenAt: '2019-01-01T15:00:00Z',
        createdAt: '2019-01-01T15:00:00Z',
      },
      {
        email: record.email,
        kind: 'waitlist_contact',
        version: 1,
        channel: 'waitlist_form',
        givenAt: '2019-01-01T15:00:00Z',
        createdAt: '2019-01-01T15:00:00Z',
      },
    ]);
    await db
      .insert(waitlistEntries)
      .values({ fullName: record.label, email: record.email, phone: record.phone, ...timestamps(testApp().clock) });
    await db.insert(emailOutbox).values({
      to: record.email,
      subject: 'Rappel',
      text: `Bonjour ${record.firstName}`,
      patientId: record.id,
      createdAt: testApp().clock.now().toISOString(),
    });
    return account!.id;
  }

  it('refuses a confirmation that is not the record’s name, and changes nothing', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-02-02' });
    for (const body of [{ decision: 'anonymise' }, { decision: 'anonymise', confirmation: 'Quelqu’un d’autre' }]) {
      const refused = await api.decide(record.id, body);
      expect(refused.status).toBe(422);
      expect((await readJson<ApiErrorBody>(refused)).error.fields?.confirmation).toBeTruthy();
    }
    const [patient] = await testApp().db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient).toMatchObject({ firstName: record.firstName, anonymisedAt: null });
    const unknown = await api.decide(randomUUID(), { decision: 'keep', reason: 'Litige' });
    expect(unknown.status).toBe(404);
  });

  it('anonymises: nothing left in the database that names or reaches her; visits and invoices stay, de-identified', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-03-03', note: 'signed' });
    const accountId = await withTraces(record);
    const before = await everything();
    expect(before).toContain(record.email);

    // The name typed in another case, with extra spaces, confirms.
    const response = await api.decide(record.id, { decision: 'anonymise', confirmation: `  ${record.label.toUpperCase()} ` });
    expect(response.status).toBe(200);
    const { decisionId } = await readJson<{ decisionId: string }>(response);

    const after = await everything();
    for (const trace of [record.firstName, record.lastName, record.email, record.phone, record.dateOfBirth, record.address]) {
      expect(after, trace).not.toContain(trace);
    }
    const db = testApp().db;
    const [patient] = await db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient).toMatchObject({
      firstName: 'Dossier',
      lastName: 'anonymisé',
      email: null,
      phone: null,
      address: null,
      dateOfBirth: null,
    });
    expect(patient?.anonymisedAt).toBe(testApp().clock.now().toISOString());
    expect(patient?.recordDestroyedAt).toBeNull();
    expect(await db.select().from(patientAccounts).where(eq(patientAccounts.patientId, record.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, accountId))).toEqual([]);
    const consents = await db.select().from(patientConsents).where(eq(patientConsents.patientId, record.id));
    expect(consents.map((consent) => consent.email)).toEqual([null]);
    // Tax law: the visit, the invoice and its amount stay; the clinical record stays too.
    const [visit] = await db.select().from(appointments).where(eq(appointments.patientId, record.id));
    expect(visit).toMatchObject({ name: 'Dossier anonymisé', email: '', phone: '', reason: null, status: 'completed' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.patientId, record.id));
    expect(invoice).toMatchObject({ totalAmount: 8500, notes: null });
    expect(await db.select().from(soapNotes).where(eq(soapNotes.patientId, record.id))).toHaveLength(1);
    const [decision] = await db.select().from(retentionDecisionsLog).where(eq(retentionDecisionsLog.id, decisionId));
    expect(decision).toMatchObject({ decision: 'anonymise', recordLabel: 'Dossier anonymisé', reason: null });
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'retention.record_anonymised'), eq(auditEvents.entityId, record.id)));
    expect(audit?.details).toEqual({ patientId: record.id, decisionId });

    // No longer listed, and a second decision is refused.
    expect(listed(await api.review(), record.id)).toBeUndefined();
    const again = await api.decide(record.id, { decision: 'destroy', confirmation: 'Dossier anonymisé' });
    expect(again.status).toBe(409);
  });

  it('destroys: the clinical record goes with the identity; invoices stay; the counts are audited', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-04-04', note: 'draft' });
    await withTraces(record);
    const db = testApp().db;
    const [episode] = await db.select({ id: episodesOfCare.id }).from(episodesOfCare).where(eq(episodesOfCare.patientId, record.id));
    const [outcome] = await db
      .insert(outcomeMeasures)
      .values({
        patientId: record.id,
        episodeId: episode?.id,
        questionnaire: 'pain_nrs',
        answers: '{"pain":6}',
        score: 6,
        recordedOn: '2020-04-04',
        source: 'staff',
        recordedBy: api.state.staffId,
        createdAt: testApp().clock.now().toISOString(),
      })
      .returning({ id: outcomeMeasures.id });
    await db.insert(questionnaireRequests).values({
      patientId: record.id,
      questionnaire: 'pain_nrs',
      requestedBy: api.state.staffId,
      status: 'completed',
      outcomeId: outcome?.id,
      ...timestamps(testApp().clock),
    });
    await db.insert(recordAttachments).values({
      patientId: record.id,
      kind: 'imaging',
      title: 'Radiographie lombaire',
      fileName: 'radio.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 4,
      content: Buffer.from('%PDF'),
      receivedOn: '2020-04-04',
      createdBy: api.state.staffId,
      createdAt: testApp().clock.now().toISOString(),
    });

    const response = await api.decide(record.id, { decision: 'destroy', confirmation: record.label });
    expect(response.status).toBe(200);
    const { decisionId } = await readJson<{ decisionId: string }>(response);

    for (const table of [soapNotes, episodesOfCare, outcomeMeasures, questionnaireRequests, recordAttachments]) {
      expect(await db.select().from(table).where(eq(table.patientId, record.id))).toEqual([]);
    }
    const [patient] = await db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient?.recordDestroyedAt).toBe(testApp().clock.now().toISOString());
    expect(patient?.anonymisedAt).toBe(testApp().clock.now().toISOString());
    expect(patient).toMatchObject({ firstName: 'Dossier', lastName: 'anonymisé', consultationReason: null });
    expect(await db.select().from(invoices).where(eq(invoices.patientId, record.id))).toHaveLength(1);
    const after = await everything();
    for (const trace of [record.firstName, record.lastName, record.email, record.phone, 'Radiographie lombaire']) {
      expect(after, trace).not.toContain(trace);
    }
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'retention.record_destroyed'), eq(auditEvents.entityId, record.id)));
    expect(audit?.details).toEqual({ patientId: record.id, decisionId, notes: 1, attachments: 1 });
  });

  it('destroys signed notes of a record past its period, while every other signed note stays kept against deletion', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-05-05', note: 'signed' });
    const other = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2026-10-05', note: 'signed' });
    const response = await api.decide(record.id, { decision: 'destroy', confirmation: record.label });
    expect(response.status).toBe(200);
    expect(await testApp().db.select().from(soapNotes).where(eq(soapNotes.patientId, record.id))).toEqual([]);
    const [patient] = await testApp().db.select().from(patients).where(eq(patients.id, record.id));
    expect(patient?.recordDestroyedAt).not.toBeNull();
    // Migration 0015 lets go only a destroyed record's notes: another patient's signed note still refuses.
    await expect(testApp().db.delete(soapNotes).where(eq(soapNotes.patientId, other.id))).rejects.toThrow();
    expect(await testApp().db.$count(soapNotes, eq(soapNotes.patientId, other.id))).toBe(1);
  });
});

describe('what a decision guards and reaches', () => {
  const testApp = useTestApp();
  const api = client(testApp);
  beforeAll(() => api.signIn());

  it('writes nothing when a visit is recorded between the read and the batch: the batch re-checks the period itself', async () => {
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-07-07' });
    const due = async () => {
      const [row] = await testApp().db.all<{ due: number }>(sql`select ${stillDue(record.id, '2026-11-18', testApp().clock.now())} as due`);
      return Number(row?.due);
    };
    expect(await due()).toBe(1);
    await testApp()
      .db.insert(appointments)
      .values({
        patientId: record.id,
        name: record.label,
        email: record.email,
        phone: record.phone,
        status: 'completed',
        scheduledDate: '2026-11-02',
        scheduledTime: '09:00',
        bookingSource: 'admin',
        ...timestamps(testApp().clock),
      });
    expect(await due()).toBe(0);
  });

  it('reaches every table that points at a patient, or says why that table keeps nothing that identifies her', async () => {
    const { db, client: raw } = testApp();
    const withPatientId = await raw.execute(`
      select m.name from sqlite_master m
      where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) c where c.name like '%patient_id')
      order by m.name`);
    // What these tables hold of a patient is ids, numbers, dates or her clinical record (which
    // « Anonymiser » keeps and « Détruire le dossier » deletes, as the statements show).
    const keptAsIs: Record<string, string> = {
      batch_items: 'ids, an appointment’s state and times for an undo',
      checkouts: 'ids, tenders and amounts of payments (tax law), on the anonymised record',
      credit_notes: 'numbers and amounts (tax law), on the anonymised record',
      family_payments: 'ids, a key and the amount a guardian paid for her family (tax law), on the anonymised record',
      insurance_receipts: 'numbers, dates and amounts of the receipts issued (tax law), on the anonymised record',
      record_holds: 'released holds only (a hold in force refuses the decision): why (the reason staff typed) and by whom',
      retention_decisions: 'the decision itself, without her name',
    };
    const record = await patientLastSeen(testApp(), api.state.staffId, { lastVisitOn: '2020-08-08' });
    const batch = vi.spyOn(db, 'batch');
    const response = await api.decide(record.id, { decision: 'destroy', confirmation: record.label });
    expect(response.status).toBe(200);
    const statements = (batch.mock.calls[0]?.[0] ?? []) as unknown as { toSQL?(): { sql: string }; getQuery?(): { sql: string } }[];
    batch.mockRestore();
    const reached = new Set(
      statements
        .map((statement) => (statement.toSQL?.() ?? statement.getQuery?.())?.sql ?? '')
        .map((text) => /^(?:update|delete from|insert into) "(\w+)"/.exec(text)?.[1])
        .filter((table): table is string => Boolean(table)),
    );
    const missing = withPatientId.rows.map((row) => String(row.name)).filter((table) => !reached.has(table) && !(table in keptAsIs));
    expect(missing).toEqual([]);
  });
});
