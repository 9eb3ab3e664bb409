// The demo's Gagnon family: Camille's portal offers « Pour qui ? » with her two children, Félix's
// coming visit shows when she acts for him, each child owes a visit she may pay for them, and the desk sees on each child's file who has access.
import { eq } from 'drizzle-orm';
import { actingForHeader } from 'shared-domain/patients/family';
import { describe, expect, it } from 'vitest';
import { patientAccounts, patients } from '../platform/db/schema';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';
import { demoPatients, demoServices } from './demo-clinic';
import { demoChildrenPastVisits, demoFamilyChildren, demoFelixVisit } from './demo-families';

describe('the demo’s Gagnon family', () => {
  const testApp = useTestApp();

  it('lets Camille act for Félix and Rose, and shows Félix’s coming visit', async () => {
    const { db } = testApp();
    const [camille] = await db
      .select({ id: patientAccounts.id, patientId: patientAccounts.patientId })
      .from(patientAccounts)
      .where(eq(patientAccounts.email, demoPatients.camille.email));
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: camille!.id });
    const family = (await (await testApp().app.request('/api/portal/family', { headers: { cookie } })).json()) as {
      people: { patientId: string; firstName: string; relationship: string | null }[];
    };
    expect(family.people.map((person) => [person.firstName, person.relationship])).toEqual([
      ['Camille', null],
      [demoFamilyChildren.felix.firstName, 'mere'],
      [demoFamilyChildren.rose.firstName, 'mere'],
    ]);
    const felix = family.people[1]!.patientId;
    const visits = (await (
      await testApp().app.request('/api/portal/appointments', { headers: { cookie, [actingForHeader]: felix } })
    ).json()) as { appointments: { scheduledTime: string; serviceName: string }[] };
    // His coming visit, and the one he had after his mother's.
    expect(visits.appointments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'confirmed', scheduledTime: demoFelixVisit.time, serviceName: 'Chiropratique pédiatrique' }),
        expect.objectContaining({ status: 'completed', scheduledTime: demoChildrenPastVisits.felix.time }),
      ]),
    );

    const { staffId } = await seededAccounts(testApp());
    const admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const file = await testApp().app.request(`/api/admin/patients/${felix}/family`, { headers: { cookie: admin } });
    expect(await file.json()).toMatchObject({
      family: [{ role: 'guardian', patientId: camille!.patientId, relationship: 'mere', guardianHasAccount: true, access: 'child' }],
    });
    // Rose was added by her mother while booking: her file says so.
    const rose = family.people[2]!.patientId;
    const roseFile = await testApp().app.request(`/api/admin/patients/${rose}/family`, { headers: { cookie: admin } });
    expect(await roseFile.json()).toMatchObject({
      family: [
        { role: 'guardian', patientId: camille!.patientId, source: 'guardian', createdByName: 'Camille Gagnon', likelyDuplicates: [] },
      ],
    });
    // Each child owes a past visit's invoice: « Payer pour la famille » has something to pay.
    const owed = (await (await testApp().app.request('/api/portal/family-payments', { headers: { cookie } })).json()) as {
      people: { firstName: string; invoices: { openCents: number }[] }[];
    };
    expect(owed.people.slice(1).map((person) => [person.firstName, person.invoices.map((invoice) => invoice.openCents)])).toEqual([
      [demoFamilyChildren.felix.firstName, [demoServices.pediatric.price]],
      [demoFamilyChildren.rose.firstName, [demoServices.pediatric.price]],
    ]);

    // The children have no address of their own: the clinic reaches their mother, and no duplicate of her is suggested.
    const [child] = await db.select({ email: patients.email }).from(patients).where(eq(patients.id, felix));
    expect(child?.email).toBeNull();
  });
});
