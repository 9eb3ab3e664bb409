// The demo's « Questionnaire d'accueil »: Camille's, signed the day before her first visit and read
// (« Lu ») by the practitioner that day; Audrey Lévesque's, signed for her first prenatal visit of the
// busy morning and still to read; Gabriel Bélanger's, begun but not signed (Ma Journée shows
// « Questionnaire à recevoir » beside his first visit). The answers are sealed with the server's key,
// as the API seals them, so the demo is seeded only when the key is given.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { IntakeAnswers } from 'shared-domain/clinical/intake-form';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Clock } from 'shared-domain/platform/clinic-time';
import { currentIntakeForm } from '../clinical/intake/intake-forms';
import { sealSecret } from '../platform/crypto/secret-box';
import type { Database } from '../platform/db/client';
import { appointments, intakeSubmissions, patients, staffUsers } from '../platform/db/schema';
import { demoPractitioner, demoSettings } from './demo-clinic';

const camilleAnswers: IntakeAnswers = {
  patientKind: 'pregnant',
  complaint: 'Douleur lombaire et au bassin, surtout le soir et en se levant.',
  complaintSince: 'Depuis trois semaines',
  pain: '6',
  pregnancyWeeks: '27',
  pregnancyFollowUp: 'midwife',
  pregnancyCaregiver: 'Maison de naissance Côte-des-Neiges',
  conditions: 'Aucun problème connu.',
  underCare: 'oui',
  medications: 'Vitamines prénatales',
  allergies: 'Aucune',
  emergencyName: 'Olivier Gagnon',
  emergencyRelationship: 'Conjoint',
  emergencyPhone: '514 555-0171',
};

const audreyAnswers: IntakeAnswers = {
  patientKind: 'pregnant',
  complaint: 'Sciatique droite depuis le début du troisième trimestre.',
  pain: '5',
  pregnancyWeeks: '31',
  pregnancyFollowUp: 'doctor',
  pregnancyCaregiver: 'Dre Nadia Hébert, CLSC Plateau',
  medications: 'Fer, vitamines prénatales',
  allergies: 'Latex',
  emergencyName: 'Simon Lévesque',
  emergencyRelationship: 'Conjoint',
  emergencyPhone: '514 555-0181',
};

const gabrielDraft: IntakeAnswers = { patientKind: 'adult', complaint: 'Douleur au cou en travaillant à l’ordinateur' };

type Keys = { encryptionKey: Uint8Array };

/** The patient's first scheduled visit, by her record's e-mail. */
async function firstVisit(db: Database, email: string) {
  const [visit] = await db
    .select({ id: appointments.id, patientId: appointments.patientId, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .innerJoin(patients, eq(appointments.patientId, patients.id))
    .where(and(eq(patients.email, email)))
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime))
    .limit(1);
  return visit?.patientId && visit.date && visit.time
    ? { ...visit, patientId: visit.patientId, date: visit.date, time: visit.time }
    : undefined;
}

export async function seedDemoIntakes(db: Database, clock: Clock, keys: Keys | undefined): Promise<void> {
  if (!keys) return;
  const form = await currentIntakeForm({ db, clock });
  const [practitioner] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoPractitioner.email));
  const at = (date: string, time: string) => clinicInstant(date, time, demoSettings.timeZone).toISOString();
  const rows: (typeof intakeSubmissions.$inferInsert)[] = [];
  const add = (
    visit: NonNullable<Awaited<ReturnType<typeof firstVisit>>>,
    answers: IntakeAnswers,
    signed: { name: string; at: string; reviewedAt?: string } | null,
  ) => {
    const id = randomUUID();
    // Begun two evenings before the visit, or a few hours ago for a visit still to come.
    const twoEveningsBefore = Date.parse(at(addDays(visit.date, -2), '19:30'));
    const createdAt = new Date(Math.min(twoEveningsBefore, clock.now().getTime() - 3 * 3600_000)).toISOString();
    rows.push({
      id,
      patientId: visit.patientId,
      appointmentId: visit.id,
      formId: form.id,
      submissionVersion: 1,
      status: signed ? (signed.reviewedAt ? 'reviewed' : 'signed') : 'draft',
      answersEncrypted: sealSecret(keys.encryptionKey, id, JSON.stringify(answers)),
      signedName: signed?.name ?? null,
      signedRelationship: signed ? 'Moi-même' : null,
      signedAt: signed?.at ?? null,
      agreedText: signed ? form.definition.consentText : null,
      healthConsent: signed !== null,
      reviewedBy: signed?.reviewedAt ? (practitioner?.id ?? null) : null,
      reviewedAt: signed?.reviewedAt ?? null,
      createdAt,
      updatedAt: signed?.reviewedAt ?? signed?.at ?? createdAt,
    });
  };
  const camille = await firstVisit(db, 'camille.gagnon@courriel.example');
  if (camille)
    add(camille, camilleAnswers, {
      name: 'Camille Gagnon',
      at: at(addDays(camille.date, -1), '20:15'),
      reviewedAt: at(camille.date, camille.time),
    });
  const audrey = await firstVisit(db, 'audrey.levesque@courriel.example');
  if (audrey) add(audrey, audreyAnswers, { name: 'Audrey Lévesque', at: new Date(clock.now().getTime() - 3600_000).toISOString() });
  const gabriel = await firstVisit(db, 'gabriel.belanger@courriel.example');
  if (gabriel) add(gabriel, gabrielDraft, null);
  if (rows.length > 0) await db.insert(intakeSubmissions).values(rows);
}
