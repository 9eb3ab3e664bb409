// A patient's « Questionnaire d'accueil » for her first visit: opened from the confirmation's token
// link (or the portal's task), saved as she types, signed (typed name, relationship, date, the
// consent text kept with the answers), then read by the practitioner, who marks it « Lu ». The
// answers are sealed at rest (AES-GCM with the row's id as associated data). Each read and change
// of the answers is audited with the patient's id. A signed submission never changes (migration
// 0040): a change after signing is a new row, the next `submission_version`, answers copied.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import {
  describeIntakeAnswers,
  type IntakeAnswers,
  intakeMessages,
  intakeProblems,
  type IntakeStatus,
  keptIntakeAnswers,
} from 'shared-domain/clinical/intake-form';
import { errorCodes } from 'shared-domain/platform/errors';
import type { PortabilityEntry } from 'shared-domain/privacy/privacy-portability';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { clinicToday, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere, recordAuditEvent } from '../../platform/audit/record-audit-event';
import { openSecret, sealSecret } from '../../platform/crypto/secret-box';
import { insertWhere } from '../../platform/db/insert-where';
import { appointmentLinks, appointments, intakeSubmissions, patients, staffUsers } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { firstVisitIntakes, isFirstVisit, newAppointmentLink, openedBy } from '../../scheduling/public';
import { currentIntakeForm, intakeFormVersion } from './intake-forms';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets'>;
type AuditActor = { type: 'public' } | { type: 'patient'; id: string } | { type: 'staff'; id: string };

const closed = (message: string) => new AppError(errorCodes.intakeClosed, message);

function sealAnswers(deps: Pick<AppDeps, 'secrets'>, id: string, answers: IntakeAnswers): string {
  return sealSecret(deps.secrets.encryptionKey, id, JSON.stringify(answers));
}

function openAnswers(deps: Pick<AppDeps, 'secrets'>, id: string, sealed: string | null): IntakeAnswers {
  if (!sealed) return {};
  const opened = openSecret(deps.secrets.encryptionKey, id, sealed);
  if (opened === undefined) throw new Error('intake answers unreadable with this key');
  return JSON.parse(opened) as IntakeAnswers;
}

/** The visit a link opens: its patient's first visit, still within the link's days. */
async function openIntakeLink(deps: Deps, token: string) {
  const { timeZone } = await loadClinicSettings(deps.db);
  const [visit] = await deps.db
    .select({
      appointmentId: appointments.id,
      patientId: appointments.patientId,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(appointmentLinks)
    .innerJoin(appointments, eq(appointmentLinks.appointmentId, appointments.id))
    .innerJoin(patients, eq(appointments.patientId, patients.id))
    .where(openedBy(token, 'intake', deps.clock.now(), timeZone))
    .limit(1);
  if (!visit?.patientId) throw notFound(intakeMessages.linkInvalid);
  return { ...visit, patientId: visit.patientId };
}

type Visit = Awaited<ReturnType<typeof openIntakeLink>>;

/** The newest submission of the visit's patient for that visit (or, without one, her newest draft). */
async function latestSubmission(deps: Deps, visit: Pick<Visit, 'patientId' | 'appointmentId'>) {
  const [row] = await deps.db
    .select()
    .from(intakeSubmissions)
    .where(and(eq(intakeSubmissions.patientId, visit.patientId), eq(intakeSubmissions.appointmentId, visit.appointmentId)))
    .orderBy(desc(intakeSubmissions.submissionVersion), desc(intakeSubmissions.createdAt))
    .limit(1);
  return row;
}

/** The visit's submission, a draft of the current form written the first time (one, whoever opens first). */
async function submissionOf(deps: Deps, visit: Visit) {
  const existing = await latestSubmission(deps, visit);
  if (existing) return existing;
  const form = await currentIntakeForm(deps);
  const noneYet = notExists(
    deps.db
      .select({ one: sql`1` })
      .from(intakeSubmissions)
      .where(and(eq(intakeSubmissions.patientId, visit.patientId), eq(intakeSubmissions.appointmentId, visit.appointmentId))),
  );
  await deps.db.run(
    insertWhere(
      intakeSubmissions,
      {
        id: randomUUID(),
        patientId: visit.patientId,
        appointmentId: visit.appointmentId,
        formId: form.id,
        submissionVersion: 1,
        status: 'draft',
        healthConsent: false,
        ...timestamps(deps.clock),
      },
      noneYet,
    ),
  );
  const written = await latestSubmission(deps, visit);
  if (!written) throw new Error('intake submission not written');
  return written;
}

/** What the form page shows: the visit, the form of its version, the answers so far, where it stands. */
async function describeForPatient(deps: Deps, visit: Visit, actor: AuditActor) {
  const submission = await submissionOf(deps, visit);
  const form = await intakeFormVersion(deps, submission.formId);
  const answers = openAnswers(deps, submission.id, submission.answersEncrypted);
  if (submission.answersEncrypted)
    await recordAuditEvent(deps, {
      actor,
      action: 'intake.opened',
      entity: 'intake_submissions',
      entityId: submission.id,
      details: { patientId: visit.patientId },
    });
  return {
    patientName: `${visit.firstName} ${visit.lastName}`.trim(),
    visit: { date: visit.date, time: visit.time },
    status: submission.status,
    version: form.version,
    form: form.definition,
    answers,
    signedName: submission.signedName,
    signedRelationship: submission.signedRelationship,
    signedAt: submission.signedAt,
  };
}

export async function intakeForLink(deps: Deps, token: string) {
  return describeForPatient(deps, await openIntakeLink(deps, token), { type: 'public' });
}

/** The refusal of answers the form does not take, beside each item (`answers.<item>`). */
function checkAnswers(form: Parameters<typeof intakeProblems>[0], answers: IntakeAnswers, complete: boolean) {
  const problems = intakeProblems(form, answers, complete);
  if (problems.length > 0) throw fieldRefusal(Object.fromEntries(problems.map((problem) => [`answers.${problem.item}`, problem.message])));
  return keptIntakeAnswers(form, answers, complete);
}

/** Saves the draft as typed (incomplete is fine); refused once signed. */
export async function saveIntakeDraft(deps: Deps, token: string, answers: IntakeAnswers) {
  const visit = await openIntakeLink(deps, token);
  const submission = await submissionOf(deps, visit);
  if (submission.status !== 'draft') throw closed(intakeMessages.alreadySigned);
  const form = await intakeFormVersion(deps, submission.formId);
  const kept = checkAnswers(form.definition, answers, false);
  const stillDraft = and(eq(intakeSubmissions.id, submission.id), eq(intakeSubmissions.status, 'draft'));
  const [audited] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'public' },
        action: 'intake.draft_saved',
        entity: 'intake_submissions',
        entityId: submission.id,
        details: { patientId: visit.patientId },
      },
      sql`exists (select 1 from ${intakeSubmissions} where ${stillDraft})`,
    ),
    deps.db
      .update(intakeSubmissions)
      .set({ answersEncrypted: sealAnswers(deps, submission.id, kept), updatedAt: deps.clock.now().toISOString() })
      .where(stillDraft),
  ]);
  if (audited.rowsAffected !== 1) throw closed(intakeMessages.alreadySigned);
  return { status: 'draft' as const, savedAt: deps.clock.now().toISOString() };
}

export interface IntakeSignature {
  answers: IntakeAnswers;
  signerName: string;
  signerRelationship: string;
  healthConsent: true;
}

/** Signs the draft with every required answer, who signs and the consent; the form's consent text is kept with it. */
export async function signIntake(deps: Deps, token: string, signature: IntakeSignature) {
  const visit = await openIntakeLink(deps, token);
  const submission = await submissionOf(deps, visit);
  if (submission.status !== 'draft') throw closed(intakeMessages.alreadySigned);
  const form = await intakeFormVersion(deps, submission.formId);
  const kept = checkAnswers(form.definition, signature.answers, true);
  const signedAt = deps.clock.now().toISOString();
  const stillDraft = and(eq(intakeSubmissions.id, submission.id), eq(intakeSubmissions.status, 'draft'));
  const [audited] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'public' },
        action: 'intake.signed',
        entity: 'intake_submissions',
        entityId: submission.id,
        details: { patientId: visit.patientId },
      },
      sql`exists (select 1 from ${intakeSubmissions} where ${stillDraft})`,
    ),
    deps.db
      .update(intakeSubmissions)
      .set({
        answersEncrypted: sealAnswers(deps, submission.id, kept),
        status: 'signed',
        signedName: signature.signerName,
        signedRelationship: signature.signerRelationship,
        signedAt,
        agreedText: form.definition.consentText,
        healthConsent: true,
        updatedAt: signedAt,
      })
      .where(stillDraft),
  ]);
  if (audited.rowsAffected !== 1) throw closed(intakeMessages.alreadySigned);
  return describeForPatient(deps, visit, { type: 'public' });
}

/**
 * A change after signing: a new draft (the next version of the submission, the current form, the
 * answers copied), which the patient signs again; the signed one stays as it was.
 */
export async function reviseIntake(deps: Deps, token: string) {
  const visit = await openIntakeLink(deps, token);
  const submission = await submissionOf(deps, visit);
  if (submission.status === 'draft') return describeForPatient(deps, visit, { type: 'public' });
  const form = await currentIntakeForm(deps);
  const id = randomUUID();
  const answers = keptIntakeAnswers(form.definition, openAnswers(deps, submission.id, submission.answersEncrypted), false);
  const known = new Set(form.definition.sections.flatMap((section) => section.items.map((item) => item.id)));
  const carried = Object.fromEntries(Object.entries(answers).filter(([item]) => known.has(item)));
  const version = submission.submissionVersion + 1;
  const versionFree = notExists(
    deps.db
      .select({ one: sql`1` })
      .from(intakeSubmissions)
      .where(and(eq(intakeSubmissions.appointmentId, visit.appointmentId), eq(intakeSubmissions.submissionVersion, version))),
  );
  await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'public' },
        action: 'intake.draft_saved',
        entity: 'intake_submissions',
        entityId: id,
        details: { patientId: visit.patientId },
      },
      versionFree,
    ),
    deps.db.run(
      insertWhere(
        intakeSubmissions,
        {
          id,
          patientId: visit.patientId,
          appointmentId: visit.appointmentId,
          formId: form.id,
          submissionVersion: version,
          replacesId: submission.id,
          status: 'draft',
          answersEncrypted: sealAnswers(deps, id, carried),
          healthConsent: false,
          ...timestamps(deps.clock),
        },
        versionFree,
      ),
    ),
  ]);
  return describeForPatient(deps, visit, { type: 'public' });
}

// --- The portal's task -------------------------------------------------------------------------

/** The patient's coming first visits whose intake is not signed yet: the portal's « À faire ». */
export async function portalIntakeTasks(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string) {
  const today = await clinicToday(deps);
  const visits = await deps.db
    .select({ appointmentId: appointments.id, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, ['pending', 'confirmed']),
        isNotNull(appointments.scheduledDate),
        gte(appointments.scheduledDate, today),
        isFirstVisit,
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  const received = await firstVisitIntakes(
    deps.db,
    visits.map((visit) => visit.appointmentId),
  );
  return visits.filter((visit) => received.get(visit.appointmentId) === false);
}

/** A fresh link to the form for one of the patient's tasks (another's visit answers as unknown). */
export async function portalIntakeLink(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, patientId: string, appointmentId: string) {
  const task = (await portalIntakeTasks(deps, patientId)).find((visit) => visit.appointmentId === appointmentId);
  if (!task?.date) throw notFound(intakeMessages.notFound);
  const { timeZone } = await loadClinicSettings(deps.db);
  const { linkToken, row } = newAppointmentLink(deps, 'intake', { id: task.appointmentId, scheduledDate: task.date }, timeZone);
  await deps.db.insert(appointmentLinks).values(row);
  const path = paths.intake.build(linkToken);
  return { path, url: absoluteUrl(deps.config.publicUrl, path) };
}

// --- The clinical record -----------------------------------------------------------------------

const entryColumns = {
  id: intakeSubmissions.id,
  status: intakeSubmissions.status,
  submissionVersion: intakeSubmissions.submissionVersion,
  replacesId: intakeSubmissions.replacesId,
  appointmentId: intakeSubmissions.appointmentId,
  appointmentDate: appointments.scheduledDate,
  signedName: intakeSubmissions.signedName,
  signedRelationship: intakeSubmissions.signedRelationship,
  signedAt: intakeSubmissions.signedAt,
  reviewedAt: intakeSubmissions.reviewedAt,
  reviewedBy: staffUsers.fullName,
  createdAt: intakeSubmissions.createdAt,
};

/** The record's « Questionnaire d'accueil » entries, newest first, without their answers. */
export async function listPatientIntakes(db: AppDeps['db'], patientId: string) {
  const rows = await db
    .select(entryColumns)
    .from(intakeSubmissions)
    .leftJoin(appointments, eq(intakeSubmissions.appointmentId, appointments.id))
    .leftJoin(staffUsers, eq(intakeSubmissions.reviewedBy, staffUsers.id))
    .where(eq(intakeSubmissions.patientId, patientId))
    .orderBy(desc(intakeSubmissions.createdAt), desc(intakeSubmissions.submissionVersion));
  return rows.map((row) => ({ ...row, reviewedBy: row.reviewedBy ?? null }));
}

async function findEntry(deps: Deps, patientId: string, intakeId: string) {
  const [row] = await deps.db
    .select({
      ...entryColumns,
      formId: intakeSubmissions.formId,
      answersEncrypted: intakeSubmissions.answersEncrypted,
      agreedText: intakeSubmissions.agreedText,
      healthConsent: intakeSubmissions.healthConsent,
    })
    .from(intakeSubmissions)
    .leftJoin(appointments, eq(intakeSubmissions.appointmentId, appointments.id))
    .leftJoin(staffUsers, eq(intakeSubmissions.reviewedBy, staffUsers.id))
    .where(and(eq(intakeSubmissions.id, intakeId), eq(intakeSubmissions.patientId, patientId)));
  if (!row) throw notFound(intakeMessages.notFound);
  return row;
}

/** One entry with its answers, as the practitioner reads it (audited); a draft's answers are not the clinic's yet. */
export async function readIntake(deps: Deps, staffId: string, patientId: string, intakeId: string) {
  const { answersEncrypted, formId, ...entry } = await findEntry(deps, patientId, intakeId);
  const form = await intakeFormVersion(deps, formId);
  const signed = entry.status !== 'draft';
  if (signed)
    await recordAuditEvent(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'intake.viewed',
      entity: 'intake_submissions',
      entityId: intakeId,
      details: { patientId },
    });
  return {
    ...entry,
    reviewedBy: entry.reviewedBy ?? null,
    formVersion: form.version,
    sections: signed ? describeIntakeAnswers(form.definition, openAnswers(deps, intakeId, answersEncrypted)) : [],
  };
}

/** « Lu »: the practitioner has read a signed entry (audited, in the same batch). */
export async function reviewIntake(deps: Deps, staffId: string, patientId: string, intakeId: string) {
  const entry = await findEntry(deps, patientId, intakeId);
  const status: IntakeStatus = entry.status;
  if (status === 'draft') throw closed(intakeMessages.notSigned);
  if (status === 'reviewed') throw closed(intakeMessages.alreadyReviewed);
  const now = deps.clock.now().toISOString();
  const stillSigned = and(eq(intakeSubmissions.id, intakeId), eq(intakeSubmissions.status, 'signed'));
  const [audited] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'intake.reviewed',
        entity: 'intake_submissions',
        entityId: intakeId,
        details: { patientId },
      },
      sql`exists (select 1 from ${intakeSubmissions} where ${stillSigned})`,
    ),
    deps.db.update(intakeSubmissions).set({ status: 'reviewed', reviewedBy: staffId, reviewedAt: now, updatedAt: now }).where(stillSigned),
  ]);
  if (audited.rowsAffected !== 1) throw closed(intakeMessages.alreadyReviewed);
  return readIntake(deps, staffId, patientId, intakeId);
}

/**
 * The signed intakes as the record's export carries them (a draft is not the clinic's yet): the
 * form's version, who signed, when, the text agreed to and the answers.
 */
export async function intakesForRecord(deps: Deps, patientId: string) {
  const rows = await deps.db
    .select({
      id: intakeSubmissions.id,
      formId: intakeSubmissions.formId,
      status: intakeSubmissions.status,
      submissionVersion: intakeSubmissions.submissionVersion,
      signedName: intakeSubmissions.signedName,
      signedRelationship: intakeSubmissions.signedRelationship,
      signedAt: intakeSubmissions.signedAt,
      agreedText: intakeSubmissions.agreedText,
      reviewedAt: intakeSubmissions.reviewedAt,
      answersEncrypted: intakeSubmissions.answersEncrypted,
    })
    .from(intakeSubmissions)
    .where(and(eq(intakeSubmissions.patientId, patientId), inArray(intakeSubmissions.status, ['signed', 'reviewed'])))
    .orderBy(asc(intakeSubmissions.signedAt), asc(intakeSubmissions.submissionVersion));
  return Promise.all(
    rows.map(async ({ formId, answersEncrypted, ...row }) => {
      const form = await intakeFormVersion(deps, formId);
      return {
        ...row,
        formVersion: form.version,
        sections: describeIntakeAnswers(form.definition, openAnswers(deps, row.id, answersEncrypted)),
      };
    }),
  );
}

/**
 * The signed intakes as the patient's portability export carries them (« Télécharger mes données »,
 * handed to privacy by the surfaces): what she answered and signed, never the clinic's review.
 */
export async function intakesForPortability(deps: Deps, patientId: string): Promise<PortabilityEntry<'intakes'>[]> {
  const intakes = await intakesForRecord(deps, patientId);
  return intakes.map((intake) => ({
    formVersion: String(intake.formVersion),
    signedAt: intake.signedAt,
    signerName: intake.signedName,
    signerRelationship: intake.signedRelationship,
    answers: intake.sections.flatMap((section) =>
      section.rows.map((row) => ({ section: section.title, question: row.question, answer: row.answer })),
    ),
    agreedText: intake.agreedText,
  }));
}
