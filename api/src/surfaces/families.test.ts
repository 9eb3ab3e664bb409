// Families decided on the server: a guardian's portal session acts for her own dependants only
// (every portal route, listed from the router, answers 404 for another family's child), a link
// ends at 14 unless the teen agreed (on a pinned clock), each guardian holds her own link, and the
// desk links and unlinks from the file, audited.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import { actingForHeader, actingForQuery, familyMessages } from 'shared-domain/patients/family';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issuedVisitInvoice } from '../billing/invoices/invoice-test-support';
import { savedCard } from '../billing/payments/saved-card-test-support';
import { appointments, auditEvents, familyLinks, patientAccounts, patients, serviceTypes } from '../platform/db/schema';
import { createdTimestamp, timestamps } from '../platform/db/timestamps';
import { concretePath, routesUnder } from '../testing/routes-under';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../testing/test-app';
import { guardianSignsFor } from '../patients/public';
import { mergePatients } from '../patients/merge-patients';

describe('families in the portal and on the file', () => {
  const testApp = useTestApp();
  let staffId: string;
  let count = 0;

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
  });
  beforeEach(() => testApp().clock.set(testNow));

  async function person(fields: Partial<typeof patients.$inferInsert> = {}) {
    count += 1;
    const [row] = await testApp()
      .db.insert(patients)
      .values({ firstName: `Personne ${count}`, lastName: 'Famille', ...timestamps(testApp().clock), ...fields })
      .returning({ id: patients.id });
    return row!.id;
  }

  /** A parent with her portal account and a signed-in session. */
  async function signedInGuardian() {
    const email = `parent.${count + 1}.${randomUUID().slice(0, 6)}@courriel.example`;
    const patientId = await person({ email, dateOfBirth: '1990-03-02' });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    /** A session signed in now, after the test moved the clock past the first one's idle limit. */
    const signInAgain = () => createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    return { patientId, email, cookie, signInAgain };
  }

  /** A back-office request, signed in afresh: a test may have moved the clock past the last session's limit. */
  const admin = async (path: string, body?: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function link(guardianPatientId: string, dependantPatientId: string, fields: Record<string, unknown> = {}) {
    const response = await admin('/family-links', { guardianPatientId, dependantPatientId, relationship: 'mere', ...fields });
    expect(response.status).toBe(201);
    return ((await response.json()) as { linkId: string }).linkId;
  }

  const portal = (cookie: string, path: string, headers: Record<string, string> = {}) =>
    testApp().app.request(`/api/portal${path}`, { headers: { cookie, ...headers } });

  /** A family: the mother signed in, her four-year-old with a visit and its invoice. */
  async function family() {
    const mother = await signedInGuardian();
    const child = await person({ firstName: 'Léo', dateOfBirth: '2022-05-10' });
    await link(mother.patientId, child);
    const visit = await issuedVisitInvoice(testApp(), child);
    return { mother, child, visit };
  }

  it('lets a guardian act for her child on the family resources: his visits, his invoices, his receipt', async () => {
    const { mother, child, visit } = await family();
    const people = await (await portal(mother.cookie, '/family')).json();
    expect(people).toMatchObject({
      people: [
        { patientId: mother.patientId, relationship: null },
        { patientId: child, relationship: 'mere' },
      ],
    });

    const own = await (await portal(mother.cookie, '/appointments')).json();
    expect(own).toEqual({ appointments: [] });
    const his = (await (await portal(mother.cookie, '/appointments', { [actingForHeader]: child })).json()) as {
      appointments: { id: string }[];
    };
    expect(his.appointments.map((appointment) => appointment.id)).toEqual([visit.appointmentId]);
    const invoices = (await (await portal(mother.cookie, '/invoices', { [actingForHeader]: child })).json()) as {
      invoices: { id: string }[];
    };
    expect(invoices.invoices.map((invoice) => invoice.id)).toContain(visit.invoiceId);
    // A download link names him in its address.
    const pdf = await portal(mother.cookie, `/invoices/${visit.invoiceId}/pdf?${actingForQuery}=${child}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // Her own profile stays hers: a dependant named there is refused.
    expect((await portal(mother.cookie, '/me', { [actingForHeader]: child })).status).toBe(404);
    expect((await portal(mother.cookie, '/me')).status).toBe(200);
  });

  it('books for the child under his own name, reached at the mother’s address and phone', async () => {
    const { mother, child } = await family();
    await testApp().db.update(patients).set({ phone: '514 555-0142' }).where(eq(patients.id, mother.patientId));
    const [followUp] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    const response = await testApp().app.request('/api/portal/appointments', {
      method: 'POST',
      headers: { cookie: mother.cookie, 'content-type': 'application/json', [actingForHeader]: child },
      body: JSON.stringify({ serviceTypeId: followUp!.id, date: '2026-11-24', time: '10:00' }),
    });
    expect(response.status).toBe(201);
    const [visit] = await testApp()
      .db.select()
      .from(appointments)
      .where(and(eq(appointments.patientId, child), eq(appointments.scheduledDate, '2026-11-24')));
    expect(visit).toMatchObject({ name: 'Léo Famille', email: mother.email, phone: '514 555-0142' });
    expect(await testApp().db.select().from(appointments).where(eq(appointments.patientId, mother.patientId))).toEqual([]);
  });

  it('pays the child’s invoice with a card saved on his record', async () => {
    const { mother, child, visit } = await family();
    const card = await savedCard(testApp(), child);
    const paid = await testApp().app.request('/api/portal/payments', {
      method: 'POST',
      headers: { cookie: mother.cookie, 'content-type': 'application/json', [actingForHeader]: child },
      body: JSON.stringify({
        paymentMethodId: card,
        amountCents: visit.totalCents,
        idempotencyKey: randomUUID(),
        invoiceIds: [visit.invoiceId],
      }),
    });
    expect(await paid.json()).toMatchObject({ transaction: { amountCents: visit.totalCents } });
    expect(paid.status).toBe(201);
    const balance = (await (await portal(mother.cookie, '/balance', { [actingForHeader]: child })).json()) as { totalCents: number };
    expect(balance.totalCents).toBe(0);
  });

  it('answers 404 on every portal route for another family’s child, whoever asks and however', async () => {
    const { mother } = await family();
    const other = await family();
    const routes = routesUnder(inspectRoutes(testApp().app), '/api/portal');
    expect(routes.length).toBeGreaterThan(20);
    const admitted: string[] = [];
    for (const { method, path } of routes) {
      // Every id in the address is the other family's child's own (his visit, his invoice): nothing of his may answer.
      const address = concretePath(path)
        .replace(/acces-test-0123456789abcdef/, path.includes('appointment') ? other.visit.appointmentId : other.visit.invoiceId)
        .replace(/acces-test-0123456789abcdef/g, other.visit.invoiceId);
      for (const asked of [{ header: other.child }, { query: other.child }]) {
        const url = asked.query ? `${address}?${actingForQuery}=${asked.query}` : address;
        const response = await testApp().app.request(url, {
          method,
          headers: {
            cookie: mother.cookie,
            'content-type': 'application/json',
            ...(asked.header ? { [actingForHeader]: asked.header } : {}),
          },
          body: method === 'GET' ? undefined : '{}',
        });
        if (response.status !== 404) admitted.push(`${method} ${path} ${asked.header ? 'header' : 'query'} → ${response.status}`);
      }
    }
    expect(admitted).toEqual([]);
  });

  it('answers 404 for another family’s visit or invoice while acting for her own child', async () => {
    const { mother, child } = await family();
    const other = await family();
    const as = { [actingForHeader]: child };
    expect((await portal(mother.cookie, `/invoices/${other.visit.invoiceId}/pdf`, as)).status).toBe(404);
    expect((await portal(mother.cookie, `/invoices/${other.visit.invoiceId}`, as)).status).toBe(404);
    expect((await portal(mother.cookie, `/appointments/${other.visit.appointmentId}/availability`, as)).status).toBe(404);
    expect((await portal(mother.cookie, `/insurance-receipts/${other.visit.appointmentId}/pdf`, as)).status).toBe(404);
  });

  it('ends a guardian’s access on the 14th birthday unless the teen agreed (pinned clock)', async () => {
    const mother = await signedInGuardian();
    // Born 20 November 2012: 13 on the test's day (18 November 2026), 14 two days later.
    const teen = await person({ firstName: 'Chloé', dateOfBirth: '2012-11-20' });
    const linkId = await link(mother.patientId, teen);
    const asTeen = { [actingForHeader]: teen };
    expect((await portal(mother.cookie, '/appointments', asTeen)).status).toBe(200);
    testApp().clock.set('2026-11-20T04:59:59Z'); // 19 November, 23:59:59 in Montréal
    expect((await portal(await mother.signInAgain(), '/appointments', asTeen)).status).toBe(200);
    testApp().clock.set('2026-11-20T05:00:00Z'); // her birthday begins in Montréal
    mother.cookie = await mother.signInAgain();
    const refused = await portal(mother.cookie, '/appointments', asTeen);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { message: familyMessages.dependantNotFound } });
    expect(((await (await portal(mother.cookie, '/family')).json()) as { people: unknown[] }).people).toHaveLength(1);
    // The clinic sees who had access, and why it ended.
    const file = (await (await admin(`/patients/${teen}/family`)).json()) as { family: { access: string; ownConsentOn: string }[] };
    expect(file.family).toMatchObject([{ access: 'ended_at_14', ownConsentOn: '2026-11-20' }]);
    // She agrees in person: the row records it, and her mother's access holds again.
    expect((await admin(`/family-links/${linkId}/agreement`, {})).status).toBe(200);
    expect((await portal(mother.cookie, '/appointments', asTeen)).status).toBe(200);
    const [row] = await testApp().db.select().from(familyLinks).where(eq(familyLinks.id, linkId));
    expect(row?.dependantAgreedAt).toBe('2026-11-20T05:00:00.000Z');
  });

  it('tells a new 14-year-old that she consents herself now', async () => {
    const teen = await signedInGuardian();
    await testApp().db.update(patients).set({ dateOfBirth: '2012-11-18' }).where(eq(patients.id, teen.patientId));
    const mother = await person({ dateOfBirth: '1985-01-01' });
    await link(mother, teen.patientId, { dependantAgreed: true });
    const { ownConsentNotice } = (await (await portal(teen.cookie, '/family')).json()) as { ownConsentNotice: string | null };
    expect(ownConsentNotice).toMatch(/14 ans/);
    testApp().clock.set('2027-03-01T15:00:00Z');
    expect(await (await portal(await teen.signInAgain(), '/family')).json()).toMatchObject({ ownConsentNotice: null });
  });

  it('gives each guardian her own link: ending the father’s leaves the mother’s', async () => {
    const mother = await signedInGuardian();
    const father = await signedInGuardian();
    const baby = await person({ firstName: 'Rose', dateOfBirth: '2026-02-01' });
    await link(mother.patientId, baby);
    const fathers = await link(father.patientId, baby, { relationship: 'pere' });
    expect(
      (await admin('/family-links', { guardianPatientId: father.patientId, dependantPatientId: baby, relationship: 'pere' })).status,
    ).toBe(409);
    expect((await admin(`/family-links/${fathers}/end`, {})).status).toBe(200);
    expect((await admin(`/family-links/${fathers}/end`, {})).status).toBe(404);
    const as = { [actingForHeader]: baby };
    expect((await portal(father.cookie, '/appointments', as)).status).toBe(404);
    expect((await portal(mother.cookie, '/appointments', as)).status).toBe(200);
    const file = (await (await admin(`/patients/${baby}/family`)).json()) as { family: { relationship: string; access: string }[] };
    expect(file.family.map((member) => [member.relationship, member.access])).toEqual([
      ['mere', 'child'],
      ['pere', 'ended'],
    ]);
    const audit = await testApp()
      .db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'family_links'), eq(auditEvents.entityId, fathers)));
    expect(audit.map((event) => event.action).sort()).toEqual(['family_link.created', 'family_link.ended']);
  });

  it('refuses a link the rules forbid, beside its field', async () => {
    const mother = await person({ dateOfBirth: '1990-01-01' });
    const noBirthDate = await person();
    const teen = await person({ dateOfBirth: '2010-01-01' });
    const refused = async (body: Record<string, unknown>) =>
      ((await (await admin('/family-links', body)).json()) as { error: { fields?: object } }).error;
    expect(await refused({ guardianPatientId: mother, dependantPatientId: mother, relationship: 'mere' })).toMatchObject({
      fields: { guardianPatientId: familyMessages.linkToSelf },
    });
    expect(await refused({ guardianPatientId: mother, dependantPatientId: noBirthDate, relationship: 'mere' })).toMatchObject({
      fields: { dependantPatientId: familyMessages.birthDateNeeded },
    });
    expect(await refused({ guardianPatientId: mother, dependantPatientId: teen, relationship: 'mere' })).toMatchObject({
      fields: { dependantAgreed: familyMessages.agreementNeeded },
    });
    expect(
      (await admin('/family-links', { guardianPatientId: mother, dependantPatientId: teen, relationship: 'mere', dependantAgreed: true }))
        .status,
    ).toBe(201);
  });

  it('moves the links to the record kept when two records merge, one live link per pair', async () => {
    const mother = await person({ dateOfBirth: '1990-01-01' });
    const child = await person({ dateOfBirth: '2021-01-01' });
    const childAgain = await person({ dateOfBirth: '2021-01-01' });
    await link(mother, child);
    await link(mother, childAgain);
    await mergePatients(testApp().deps, child, childAgain);
    const rows = await testApp().db.select().from(familyLinks).where(eq(familyLinks.guardianPatientId, mother));
    expect(rows.map((row) => [row.dependantPatientId, row.endedReason]).sort()).toEqual(
      [
        [child, null],
        [child, 'record_merged'],
      ].sort(),
    );
  });

  it('says who signs for a patient: a guardian under 14, herself from 14', () => {
    const clock = testApp().clock;
    expect(guardianSignsFor({ dateOfBirth: '2012-11-19' }, clock)).toBe(true);
    expect(guardianSignsFor({ dateOfBirth: '2012-11-18' }, clock)).toBe(false);
    expect(guardianSignsFor({ dateOfBirth: null }, clock)).toBe(false);
  });
});
