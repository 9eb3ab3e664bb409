// The demo clinic shows « Télécharger mes données » working: Camille, the demo's portal
// patient, downloads an export whose sections hold what the demo collected from her (visits, her
// questionnaire answers, her signed intake form, invoices, payments), and none of what the clinic wrote about her there:
// her signed notes' assessments and plans, her outcome scores, the file's internal note.
import { eq } from 'drizzle-orm';
import { describeScore, questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import type { PortabilityExport } from 'shared-domain/privacy/privacy-portability';
import { describe, expect, it } from 'vitest';
import { appointments, outcomeMeasures, patients, paymentTransactions, soapNotes } from '../platform/db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../testing/test-app';
import { demoPatients } from './demo-clinic';
import { seedDemoIntakes } from './demo-intake';

describe('the demo clinic’s portability export', () => {
  const testApp = useTestApp();

  it('gives Camille her visits, answers, invoices and payments, and none of the clinic’s notes or scores', async () => {
    const { db, clock, deps } = testApp();
    // Sealed with the server's key, as `npm start` seeds them.
    await seedDemoIntakes(db, clock, deps.secrets);
    const { patientAccountId, patientId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId });
    const response = await testApp().api.portal['my-data.json'].$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    const data = await readJson<PortabilityExport>(response);

    expect(data.person).toMatchObject({
      firstName: demoPatients.camille.firstName,
      email: demoPatients.camille.email,
      portalEmail: demoPatients.camille.email,
    });
    expect(data.appointments).toHaveLength(await db.$count(appointments, eq(appointments.patientId, patientId)));
    const measures = await db.select().from(outcomeMeasures).where(eq(outcomeMeasures.patientId, patientId));
    expect(measures.length).toBeGreaterThan(0);
    for (const measure of measures) {
      expect(
        data.questionnaireAnswers.some((answer) => answer.questionnaire === questionnaireDefinitions[measure.questionnaire].name),
      ).toBe(true);
    }
    // Her « Questionnaire d'accueil », signed the evening before her first visit, with what she answered.
    expect(data.intakes).toEqual([
      expect.objectContaining({
        signerName: 'Camille Gagnon',
        answers: expect.arrayContaining([expect.objectContaining({ answer: 'Maison de naissance Côte-des-Neiges' })]),
      }),
    ]);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(data.payments).toHaveLength(await db.$count(paymentTransactions, eq(paymentTransactions.patientId, patientId)));

    const text = JSON.stringify(data);
    const notes = await db.select().from(soapNotes).where(eq(soapNotes.patientId, patientId));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      for (const written of [note.assessment, note.plan]) if (written) expect(text).not.toContain(JSON.stringify(written).slice(1, -1));
    }
    for (const measure of measures) {
      const score = describeScore(questionnaireDefinitions[measure.questionnaire], measure.score);
      expect(text).not.toContain(score.interpretation);
      expect(text).not.toContain(score.display);
    }
    const [record] = await db.select({ notes: patients.notes }).from(patients).where(eq(patients.id, patientId));
    expect(record?.notes).toBeTruthy();
    expect(text).not.toContain(record!.notes!);
  });
});
