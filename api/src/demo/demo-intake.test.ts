import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeSubmissions, patients } from '../platform/db/schema';
import { staffMemberWithSession } from '../testing/team-test-support';
import { readJson, useTestApp } from '../testing/test-app';
import { seedDemoIntakes } from './demo-intake';

describe("the demo's intake forms", () => {
  const testApp = useTestApp();

  it('gives Camille one read, Audrey one to read and Gabriel one waiting, readable with the server key', async () => {
    const { db, clock, deps } = testApp();
    await seedDemoIntakes(db, clock, deps.secrets);
    const rows = await db
      .select({ email: patients.email, status: intakeSubmissions.status, id: intakeSubmissions.id, patientId: patients.id })
      .from(intakeSubmissions)
      .innerJoin(patients, eq(intakeSubmissions.patientId, patients.id));
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['camille.gagnon@courriel.example']?.status).toBe('reviewed');
    expect(byEmail['audrey.levesque@courriel.example']?.status).toBe('signed');
    expect(byEmail['gabriel.belanger@courriel.example']?.status).toBe('draft');

    const { cookie } = await staffMemberWithSession(testApp(), 'practitioner');
    const camille = byEmail['camille.gagnon@courriel.example']!;
    const read = await testApp().app.request(`/api/admin/patients/${camille.patientId}/intakes/${camille.id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    const { intake } = await readJson<{ intake: { signedName: string; sections: { title: string }[] } }>(read);
    expect(intake.signedName).toBe('Camille Gagnon');
    expect(intake.sections.map((section) => section.title)).toContain('Grossesse');
  });

  it('seeds nothing without the key the answers are sealed with', async () => {
    const { db, clock } = testApp();
    await db.delete(intakeSubmissions);
    await seedDemoIntakes(db, clock, undefined);
    expect(await db.$count(intakeSubmissions)).toBe(0);
  });
});
