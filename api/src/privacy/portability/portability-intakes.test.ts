// « Télécharger mes données » carries the signed intake forms (« Questionnaire d'accueil »): each
// signed version with its form's version, who signed, when, every answer as its question and the
// answer she read, and the text agreed to — in the JSON, the CSV (read back with csv-parse) and the
// PDF. A draft is not there. A guardian downloads her child's, intakes included, only while she may
// act for him; her own download never holds her child's answers; the staff's download holds them too.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import type { IntakeAnswers } from 'shared-domain/clinical/intake-form';
import { actingForQuery } from 'shared-domain/patients/family';
import { type PortabilityExport, portabilityCsvHeader, portabilitySections } from 'shared-domain/privacy/privacy-portability';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../platform/crypto/secret-box';
import {
  appointments,
  auditEvents,
  familyLinks,
  intakeForms,
  intakeSubmissions,
  patients,
  privacyRequests,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { winAnsiText } from '../../platform/pdf/win-ansi-text';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

const section = portabilitySections.intakes.label;

/** Félix's answers, signed by his mother; and a later draft of hers that is not the clinic's yet. */
const felixAnswers: IntakeAnswers = {
  patientKind: 'child',
  complaint: 'Torticolis depuis la rentrée, dort mal',
  allergies: 'Arachides (portabilité)',
  emergencyName: 'Olivier Gagnon',
  emergencyRelationship: 'Père',
  emergencyPhone: '514 555-0171',
};
const draftAnswers: IntakeAnswers = { patientKind: 'child', complaint: 'Brouillon jamais signé (portabilité)' };

describe('the signed intake forms in « Télécharger mes données »', () => {
  const testApp = useTestApp();
  let guardian: { patientId: string; cookie: string };
  let staffCookie: string;
  let felixId: string;
  let teenId: string;
  let consentText: string;
  let formVersion: number;
  let questionOf: (item: string) => string;

  async function child(firstName: string, dateOfBirth: string) {
    const { db, clock } = testApp();
    const id = randomUUID();
    await db.insert(patients).values({ id, firstName, lastName: 'Gagnon', dateOfBirth, ...timestamps(clock) });
    await db.insert(familyLinks).values({
      guardianPatientId: guardian.patientId,
      dependantPatientId: id,
      relationship: 'mere',
      source: 'staff',
      ...timestamps(clock),
    });
    return id;
  }

  /** The clinic's current form, version 1 written by its settings' first read when the clinic has none. */
  async function currentForm() {
    const response = await get('/api/admin/intake-form', staffCookie);
    expect(response.status).toBe(200);
    const [form] = await testApp().db.select().from(intakeForms).orderBy(desc(intakeForms.version)).limit(1);
    if (!form) throw new Error('no intake form');
    return form;
  }

  /** A submission of the child's first visit, sealed as the API seals it. */
  async function submission(patientId: string, answers: IntakeAnswers, signed: { version: number; at: string } | 'draft') {
    const { db, clock, deps } = testApp();
    const form = await currentForm();
    const [visit] = await db
      .insert(appointments)
      .values({ patientId, name: 'Félix Gagnon', email: '', phone: '', status: 'confirmed', ...timestamps(clock) })
      .returning({ id: appointments.id });
    const id = randomUUID();
    await db.insert(intakeSubmissions).values({
      id,
      patientId,
      appointmentId: visit!.id,
      formId: form.id,
      submissionVersion: signed === 'draft' ? 2 : signed.version,
      status: signed === 'draft' ? 'draft' : 'signed',
      answersEncrypted: sealSecret(deps.secrets.encryptionKey, id, JSON.stringify(answers)),
      signedName: signed === 'draft' ? null : 'Camille Gagnon',
      signedRelationship: signed === 'draft' ? null : 'Mère',
      signedAt: signed === 'draft' ? null : signed.at,
      agreedText: signed === 'draft' ? null : form.definition.consentText,
      healthConsent: signed !== 'draft',
      ...timestamps(clock),
    });
  }

  beforeAll(async () => {
    const { staffId, patientAccountId, patientId } = await seededAccounts(testApp());
    guardian = { patientId, cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId }) };
    staffCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const form = await currentForm();
    consentText = form.definition.consentText;
    formVersion = form.version;
    const items = form.definition.sections.flatMap((part) => part.items);
    questionOf = (item) => items.find((candidate) => candidate.id === item)?.text ?? `no item ${item}`;
    felixId = await child('Félix-Portabilité', '2022-05-17');
    // Fifteen on the test clock's day, and he never agreed to his mother's access.
    teenId = await child('Léo-Portabilité', '2011-01-10');
    await submission(felixId, felixAnswers, { version: 1, at: '2026-11-16T23:15:00.000Z' });
    await submission(felixId, draftAnswers, 'draft');
    await submission(teenId, felixAnswers, { version: 1, at: '2026-11-16T23:15:00.000Z' });
  });

  const get = (path: string, cookie: string) => testApp().app.request(path, { headers: { cookie } });
  const forFelix = (format: 'json' | 'csv' | 'pdf') => `/api/portal/my-data.${format}?${actingForQuery}=${felixId}`;

  it('gives a guardian her child’s signed intake in the JSON: form version, signer, when, each answer as its question, the text agreed', async () => {
    const response = await get(forFelix('json'), guardian.cookie);
    expect(response.status).toBe(200);
    const data = await readJson<PortabilityExport>(response);
    expect(data.person.firstName).toBe('Félix-Portabilité');
    expect(data.intakes).toEqual([
      {
        formVersion: String(formVersion),
        signedAt: '2026-11-16T23:15:00.000Z',
        signerName: 'Camille Gagnon',
        signerRelationship: 'Mère',
        answers: expect.arrayContaining([
          expect.objectContaining({ question: questionOf('complaint'), answer: felixAnswers.complaint }),
          expect.objectContaining({ question: questionOf('allergies'), answer: felixAnswers.allergies }),
        ]),
        agreedText: consentText,
      },
    ]);
    expect(Object.keys(data.intakes[0]!).sort()).toEqual(Object.keys(portabilitySections.intakes.fields).sort());
    // The draft is not the clinic's: not in the export.
    expect(JSON.stringify(data)).not.toContain(draftAnswers.complaint);
  });

  it('lists each answer as a row of the CSV, its question the field', async () => {
    const response = await get(forFelix('csv'), guardian.cookie);
    expect(response.status).toBe(200);
    const [header, ...rows] = parse(await response.text(), { delimiter: ';', bom: true }) as string[][];
    expect(header).toEqual([...portabilityCsvHeader]);
    const intake = rows.filter(([title]) => title === `${section} 1`).map(([, field, value]) => [field, value]);
    expect(intake).toEqual(
      expect.arrayContaining([
        ['Version du questionnaire', String(formVersion)],
        ['Signé par', 'Camille Gagnon'],
        ['Lien avec la personne', 'Mère'],
        [questionOf('allergies'), felixAnswers.allergies],
        ['Texte accepté', consentText],
      ]),
    );
    expect(rows.some(([, , value]) => value === draftAnswers.complaint)).toBe(false);
  });

  it('prints the answers in the PDF', async () => {
    const response = await get(forFelix('pdf'), guardian.cookie);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(winAnsiText(section));
    expect(text).toContain(winAnsiText(felixAnswers.allergies as string));
  });

  it('logs the child’s request under his record with his mother as the requester, and audits the download', async () => {
    const { db } = testApp();
    const [request] = await db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.patientId, felixId), eq(privacyRequests.kind, 'portability')));
    expect(request).toMatchObject({ requesterName: 'Camille Gagnon', channel: 'portal', status: 'answered' });
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'personal_data.exported'), eq(auditEvents.entityId, felixId)));
    expect(audited.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps her own download free of her child’s answers', async () => {
    const response = await get('/api/portal/my-data.json', guardian.cookie);
    const data = await readJson<PortabilityExport>(response);
    expect(data.person.firstName).not.toBe('Félix-Portabilité');
    expect(JSON.stringify(data)).not.toContain(felixAnswers.allergies);
  });

  it('refuses a teen’s download to a guardian he has not let in (404), logging nothing', async () => {
    const response = await get(`/api/portal/my-data.json?${actingForQuery}=${teenId}`, guardian.cookie);
    expect(response.status).toBe(404);
    expect(await testApp().db.$count(privacyRequests, eq(privacyRequests.patientId, teenId))).toBe(0);
  });

  it('gives the staff the same intakes in a patient’s download', async () => {
    const response = await get(`/api/admin/patients/${felixId}/my-data.json`, staffCookie);
    expect(response.status).toBe(200);
    const data = await readJson<PortabilityExport>(response);
    expect(data.intakes).toHaveLength(1);
    expect(data.intakes[0]).toMatchObject({ signerName: 'Camille Gagnon', agreedText: consentText });
  });
});
