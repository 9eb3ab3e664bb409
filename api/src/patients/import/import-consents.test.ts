// A patient import's « Consentement aux courriels » goes to the consent ledger: each « oui » an
// entry of channel « import » under the import (its file and date), a « non » none on a new record
// and a withdrawal, under the import, of the e-mails a record it updates had given; a blank cell
// changes nothing. The record's e-mails follow the ledger, and the import's undo takes its entries
// and withdrawals back with its records.
import { and, eq } from 'drizzle-orm';
import { patientImportFields } from 'shared-domain/patients/patient-import';
import type { PatientConsentsAnswer } from 'shared-domain/privacy/privacy-consents';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientConsents, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { plantEmailConsent } from '../../testing/email-consent';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

const header =
  'Nom;Prénom;Date de naissance;Sexe;Courriel;Cellulaire;Autre téléphone;Adresse;Ville;Province;Code postal;Date de la première visite;Date de la dernière visite;Consentement aux courriels;Nom à la naissance;Notes';

describe('the consent a patient import carries', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };
  const call = (path: string, method = 'GET', body?: unknown) =>
    testApp().app.request(path, {
      method,
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin');
  });

  it('enters each « oui » in the ledger under the file and its date, and the undo takes it back', async () => {
    testApp().clock.set(testNow);
    const file = `${header}\r\nImport;Oui;1980-01-01;F;import.oui@courriel.example;514 555-0301;;;;;;;;oui;;\r\nImport;Non;1981-01-01;M;import.non@courriel.example;514 555-0302;;;;;;;;non;;\r\n`;
    const response = await call('/api/admin/patient-imports', 'POST', {
      fileName: 'export-clinique.csv',
      content: Buffer.from(file, 'utf8').toString('base64'),
      mapping: [...patientImportFields],
      decisions: [],
    });
    expect(response.status).toBe(201);
    const { id: importId } = (await readJson<{ summary: { id: string } }>(response)).summary;
    const recordOf = async (email: string) => (await testApp().db.select().from(patients).where(eq(patients.email, email)))[0]!;
    const yes = await recordOf('import.oui@courriel.example');
    const no = await recordOf('import.non@courriel.example');
    expect(yes.emailConsent).toBe(true);
    expect(no.emailConsent).toBeNull();
    expect(await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, no.id))).toEqual([]);

    const consents = await readJson<PatientConsentsAnswer>(await call(`/api/admin/patients/${yes.id}/consents`));
    const reminders = consents.consents.find((consent) => consent.kind === 'email_reminders')!;
    expect(reminders).toMatchObject({
      state: 'given',
      latest: {
        channel: 'import',
        givenAt: testApp().clock.now().toISOString(),
        importedFrom: { fileName: 'export-clinique.csv', importedAt: testApp().clock.now().toISOString() },
      },
    });

    const undo = await call(`/api/admin/patient-imports/${importId}/undo`, 'POST');
    expect(undo.status).toBe(200);
    // Its own consent entry holds nothing back: both records go, and their entries with them.
    expect((await readJson<{ report: { removed: number; kept: unknown[] } }>(undo)).report).toMatchObject({ removed: 2, kept: [] });
    expect(await testApp().db.$count(patientConsents, eq(patientConsents.importId, importId))).toBe(0);
  });

  it('withdraws, under the file and its date, the e-mails a record it updates had given when its row says « non »; a blank cell changes nothing; the undo gives them back', async () => {
    testApp().clock.set(testNow);
    const onFile = async (firstName: string, email: string) => {
      const [patient] = await testApp()
        .db.insert(patients)
        .values({ firstName, lastName: 'Au Dossier', email, dateOfBirth: '1985-05-05', ...timestamps(testApp().clock) })
        .returning({ id: patients.id });
      await plantEmailConsent(testApp(), patient!.id, { email });
      return patient!.id;
    };
    const says = await onFile('Refus', 'refus.import@courriel.example');
    const blank = await onFile('Blanc', 'blanc.import@courriel.example');
    testApp().clock.advance({ minutes: 2 });
    const importedAt = testApp().clock.now().toISOString();
    // Nothing but the consent differs on the first row; the second carries a new phone and no consent.
    const file = `${header}\r\nAu Dossier;Refus;1985-05-05;;refus.import@courriel.example;;;;;;;;;non;;\r\nAu Dossier;Blanc;1985-05-05;;blanc.import@courriel.example;514 555-0303;;;;;;;;;;\r\n`;
    const response = await call('/api/admin/patient-imports', 'POST', {
      fileName: 'refus-courriels.csv',
      content: Buffer.from(file, 'utf8').toString('base64'),
      mapping: [...patientImportFields],
      decisions: [
        { line: 2, action: 'update', patientId: says },
        { line: 3, action: 'update', patientId: blank },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id: importId, updated } = (await readJson<{ summary: { id: string; updated: number } }>(response)).summary;
    expect(updated).toBe(2);
    const recordOf = async (id: string) => (await testApp().db.select().from(patients).where(eq(patients.id, id)))[0]!;
    const remindersOf = async (id: string) =>
      testApp()
        .db.select()
        .from(patientConsents)
        .where(and(eq(patientConsents.patientId, id), eq(patientConsents.kind, 'email_reminders')));

    expect((await recordOf(says)).emailConsent).toBe(false);
    expect(await remindersOf(says)).toEqual([
      expect.objectContaining({ withdrawnAt: importedAt, withdrawnChannel: 'import', withdrawnImportId: importId }),
    ]);
    const consents = await readJson<PatientConsentsAnswer>(await call(`/api/admin/patients/${says}/consents`));
    expect(consents.consents.find((consent) => consent.kind === 'email_reminders')).toMatchObject({
      state: 'withdrawn',
      latest: { withdrawnAt: importedAt, withdrawnChannel: 'import' },
    });
    // The blank cell: her phone changed, her e-mails did not.
    expect(await recordOf(blank)).toMatchObject({ phone: '514 555-0303', emailConsent: true });
    expect(await remindersOf(blank)).toEqual([expect.objectContaining({ withdrawnAt: null, withdrawnImportId: null })]);

    testApp().clock.advance({ minutes: 1 });
    const undo = await call(`/api/admin/patient-imports/${importId}/undo`, 'POST');
    expect(undo.status).toBe(200);
    expect((await readJson<{ report: { restored: number; kept: unknown[] } }>(undo)).report).toMatchObject({ restored: 2, kept: [] });
    expect((await recordOf(says)).emailConsent).toBe(true);
    expect(await remindersOf(says)).toEqual([
      expect.objectContaining({ withdrawnAt: null, withdrawnChannel: null, withdrawnImportId: null }),
    ]);
  });
});
