// « Ajouter un enfant »: a guardian adds her child while booking in the portal, then books for her;
// the record is the clinic's to confirm (her visit pending), the link hers (audited), another family
// cannot act for the child, bad input creates nothing, and a record like one on file is flagged to
// staff (never refused to the guardian, who would learn who the clinic treats).
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { actingForHeader, childMessages, familyMessages } from 'shared-domain/patients/family';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditEvents, clinicSettings, familyLinks, patientAccounts, patients, serviceTypes } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { createTestSession, seededAccounts, testNow, useTestApp } from '../../testing/test-app';

// testNow is Wednesday 2026-11-18 in Montréal.
describe('a guardian adds a child while booking', () => {
  const testApp = useTestApp();
  let staffId: string;
  let count_ = 0;

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
  });
  beforeEach(() => testApp().clock.set(testNow));

  async function signedInGuardian() {
    count_ += 1;
    const email = `parent.ajout.${count_}.${randomUUID().slice(0, 6)}@courriel.example`;
    const [patient] = await testApp()
      .db.insert(patients)
      .values({
        firstName: 'Camille',
        lastName: `Parent${count_}`,
        email,
        phone: '514 555-0142',
        dateOfBirth: '1991-04-02',
        ...timestamps(testApp().clock),
      })
      .returning({ id: patients.id });
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId: patient!.id, email, ...createdTimestamp(testApp().clock) })
      .returning({ id: patientAccounts.id });
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    return { patientId: patient!.id, accountId: account!.id, email, cookie };
  }

  const addChild = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    testApp().app.request('/api/portal/family/children', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const admin = async (path: string) =>
    testApp().app.request(`/api/admin${path}`, {
      headers: { cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }) },
    });

  const rowCounts = async () => ({
    patients: (await testApp().db.select({ n: count() }).from(patients))[0]!.n,
    links: (await testApp().db.select({ n: count() }).from(familyLinks))[0]!.n,
  });

  it('creates her record and the guardian’s link, then books for her: a pending visit the clinic confirms', async () => {
    const mother = await signedInGuardian();
    const added = await addChild(mother.cookie, {
      firstName: ' Rose ',
      lastName: 'Gagnon',
      dateOfBirth: '2026-06-01',
      relationship: 'mere',
    });
    expect(added.status).toBe(201);
    const { child } = (await added.json()) as { child: { patientId: string; access: string } };
    expect(child).toMatchObject({ firstName: 'Rose', lastName: 'Gagnon', access: 'child' });

    const [record] = await testApp().db.select().from(patients).where(eq(patients.id, child.patientId));
    expect(record).toMatchObject({ firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2026-06-01', status: 'active', email: null });
    const [link] = await testApp().db.select().from(familyLinks).where(eq(familyLinks.dependantPatientId, child.patientId));
    expect(link).toMatchObject({
      guardianPatientId: mother.patientId,
      relationship: 'mere',
      source: 'guardian',
      createdBy: null,
      endedAt: null,
    });
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, link!.id));
    expect(audit).toMatchObject({
      actorType: 'patient',
      actorId: mother.accountId,
      action: 'family_link.added_by_guardian',
      details: { patientId: child.patientId, guardianPatientId: mother.patientId, relationship: 'mere', duplicates: 0 },
    });

    // « Pour qui ? » offers her at once, and the booking proceeds for her.
    const family = await (await testApp().app.request('/api/portal/family', { headers: { cookie: mother.cookie } })).json();
    expect(family).toMatchObject({ people: [{ patientId: mother.patientId }, { patientId: child.patientId, relationship: 'mere' }] });
    const [followUp] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    const booked = await testApp().app.request('/api/portal/appointments', {
      method: 'POST',
      headers: { cookie: mother.cookie, 'content-type': 'application/json', [actingForHeader]: child.patientId },
      body: JSON.stringify({ serviceTypeId: followUp!.id, date: '2026-11-24', time: '10:00' }),
    });
    expect(booked.status).toBe(201);
    await afterAnswersSettled();
    const [visit] = await testApp()
      .db.select()
      .from(appointments)
      .where(and(eq(appointments.patientId, child.patientId), eq(appointments.scheduledDate, '2026-11-24')));
    expect(visit).toMatchObject({
      name: 'Rose Gagnon',
      email: mother.email,
      phone: '514 555-0142',
      status: 'pending',
      bookingSource: 'portal',
    });

    // Staff see the link on the file, made by the guardian herself.
    const onFile = (await (await admin(`/patients/${child.patientId}/family`)).json()) as { family: unknown[] };
    expect(onFile.family).toEqual([
      expect.objectContaining({
        role: 'guardian',
        patientId: mother.patientId,
        source: 'guardian',
        createdByName: `Camille ${(await testApp().db.select().from(patients).where(eq(patients.id, mother.patientId)))[0]!.lastName}`,
        likelyDuplicates: [],
      }),
    ]);
  });

  it('answers a second submit with the same child, and no second record', async () => {
    const mother = await signedInGuardian();
    const body = { firstName: 'Félix', lastName: 'Gagnon', dateOfBirth: '2022-05-17', relationship: 'mere' };
    const first = (await (await addChild(mother.cookie, body)).json()) as { child: { patientId: string } };
    const before = await rowCounts();
    const again = await addChild(mother.cookie, { ...body, firstName: 'FELIX' });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ child: { patientId: first.child.patientId } });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets no other family act for that child, nor add one while naming a dependant', async () => {
    const mother = await signedInGuardian();
    const stranger = await signedInGuardian();
    const { child } = (await (
      await addChild(mother.cookie, { firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2025-01-10', relationship: 'mere' })
    ).json()) as { child: { patientId: string } };
    const asked = await testApp().app.request('/api/portal/appointments', {
      headers: { cookie: stranger.cookie, [actingForHeader]: child.patientId },
    });
    expect(asked.status).toBe(404);
    const before = await rowCounts();
    const named = await addChild(
      stranger.cookie,
      { firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2025-01-10', relationship: 'pere' },
      { [actingForHeader]: child.patientId },
    );
    expect(named.status).toBe(404);
    expect(await named.json()).toMatchObject({ error: { message: familyMessages.dependantNotFound } });
    // Even her own dependant named: the family is the account's own.
    expect(
      (
        await addChild(
          mother.cookie,
          { firstName: 'Léa', lastName: 'Gagnon', dateOfBirth: '2024-01-10', relationship: 'mere' },
          { [actingForHeader]: child.patientId },
        )
      ).status,
    ).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses bad input in French beside its field, and creates nothing', async () => {
    const mother = await signedInGuardian();
    const before = await rowCounts();
    const refusals: [unknown, Record<string, string>][] = [
      [
        { firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2026-11-19', relationship: 'mere' },
        { dateOfBirth: childMessages.birthDateInFuture },
      ],
      [
        { firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2008-11-18', relationship: 'mere' },
        { dateOfBirth: childMessages.notAChild },
      ],
      [
        { firstName: ' ', lastName: '', dateOfBirth: '2020-02-30', relationship: 'soeur' },
        {
          firstName: 'Veuillez remplir le champ « Prénom de l’enfant »',
          lastName: 'Veuillez remplir le champ « Nom de l’enfant »',
          dateOfBirth: 'Date de naissance doit être une date valide',
          relationship: familyMessages.relationshipRequired,
        },
      ],
    ];
    for (const [body, fields] of refusals) {
      const refused = await addChild(mother.cookie, body);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ error: { fields } });
    }
    // Just under 18 is still a child.
    expect(
      (await addChild(mother.cookie, { firstName: 'Ado', lastName: 'Gagnon', dateOfBirth: '2008-11-19', relationship: 'mere' })).status,
    ).toBe(201);
    const after = await rowCounts();
    expect(after).toEqual({ patients: before.patients + 1, links: before.links + 1 });
  });

  it('is refused while the clinic takes new patients by request only', async () => {
    const mother = await signedInGuardian();
    await testApp().db.update(clinicSettings).set({ newPatientsBookOnline: false });
    try {
      const before = await rowCounts();
      const refused = await addChild(mother.cookie, {
        firstName: 'Rose',
        lastName: 'Gagnon',
        dateOfBirth: '2025-01-10',
        relationship: 'mere',
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'BOOK_006' } });
      expect(await rowCounts()).toEqual(before);
    } finally {
      await testApp().db.update(clinicSettings).set({ newPatientsBookOnline: true });
    }
  });

  it('flags a record like one on file (same names, same birth date) to staff, without telling the guardian', async () => {
    const [existing] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Zoé', lastName: 'Lavoie-Roy', dateOfBirth: '2023-03-03', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const father = await signedInGuardian();
    const added = await addChild(father.cookie, {
      firstName: 'zoe',
      lastName: 'Lavoie Roy',
      dateOfBirth: '2023-03-03',
      relationship: 'pere',
    });
    expect(added.status).toBe(201);
    const { child } = (await added.json()) as { child: Record<string, unknown> & { patientId: string } };
    expect(Object.keys(child).sort()).toEqual(['access', 'firstName', 'lastName', 'patientId', 'relationship']);
    expect(child.patientId).not.toBe(existing!.id);
    const [audit] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'family_link.added_by_guardian'), eq(auditEvents.actorId, father.accountId)));
    expect(audit?.details).toMatchObject({ duplicates: 1 });

    // The file says so, from either side, and the duplicate check finds it by its birth date.
    const onChildFile = (await (await admin(`/patients/${child.patientId}/family`)).json()) as {
      family: { likelyDuplicates: unknown[] }[];
    };
    expect(onChildFile.family[0]?.likelyDuplicates).toEqual([{ patientId: existing!.id, firstName: 'Zoé', lastName: 'Lavoie-Roy' }]);
    const onFatherFile = (await (await admin(`/patients/${father.patientId}/family`)).json()) as {
      family: { likelyDuplicates: unknown[] }[];
    };
    expect(onFatherFile.family[0]?.likelyDuplicates).toHaveLength(1);
    const duplicates = (await (await admin(`/patients/duplicates?firstName=zoe&lastName=Lavoie%20Roy&dateOfBirth=2023-03-03`)).json()) as {
      duplicates: { id: string }[];
    };
    expect(duplicates.duplicates.map((row) => row.id).sort()).toEqual([existing!.id, child.patientId].sort());
  });

  it('counts additions per account like the portal’s other writes', async () => {
    const mother = await signedInGuardian();
    for (let index = 0; index < 5; index += 1) {
      const body = { firstName: `Enfant${index}`, lastName: 'Nombreux', dateOfBirth: '2020-01-01', relationship: 'mere' };
      expect((await addChild(mother.cookie, body)).status).toBe(201);
    }
    const before = await rowCounts();
    const limited = await addChild(mother.cookie, {
      firstName: 'Sixième',
      lastName: 'Nombreux',
      dateOfBirth: '2020-01-01',
      relationship: 'mere',
    });
    expect(limited.status).toBe(429);
    expect(await rowCounts()).toEqual(before);
  });
});
