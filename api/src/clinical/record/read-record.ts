// A patient's record around the notes as staff read it: the identity the regulation
// asks for, the episodes of care (newest first, with their consent), the attached files'
// descriptions (never their bytes) and the patient's requests from the one queue (access,
// correction…) with their clock.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FamilyRelationship } from 'shared-domain/patients/family';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { patientMessages } from 'shared-domain/patients/patient';
import { privacyRequestCountdown } from 'shared-domain/privacy/privacy-requests';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../clinic/public';
import { loadClinicSettings } from '../../clinic/public';
import { episodesOfCare, patientConsents, patients, privacyRequests, recordAttachments, staffUsers } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The patient's identity as the record holds it; NOT_FOUND for an unknown (or merged-away) id. */
export async function readRecordIdentity(db: AppDeps['db'], patientId: string) {
  const [row] = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      nameAtBirth: patients.nameAtBirth,
      sex: patients.sex,
      dateOfBirth: patients.dateOfBirth,
      address: patients.address,
      phone: patients.phone,
      email: patients.email,
      recordOpenedOn: patients.recordOpenedOn,
      consultationReason: patients.consultationReason,
      createdAt: patients.createdAt,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!row) throw notFound(patientMessages.notFound);
  const { createdAt, ...identity } = row;
  // A record created without the date (before the form asked for it) was opened the day it was created.
  const timeZone = identity.recordOpenedOn ? undefined : (await loadClinicSettings(db)).timeZone;
  return { ...identity, recordOpenedOn: identity.recordOpenedOn ?? clinicDate(new Date(createdAt), timeZone) };
}

export type RecordIdentityView = Awaited<ReturnType<typeof readRecordIdentity>>;

/** The care consent's row in the ledger written with the episode's consent (same patient, same instant). */
const episodeConsent = and(
  eq(patientConsents.patientId, episodesOfCare.patientId),
  eq(patientConsents.kind, 'care'),
  eq(patientConsents.givenAt, episodesOfCare.consentRecordedAt),
);

export async function readEpisodes(db: AppDeps['db'], patientId: string) {
  const rows = await db
    .select({
      id: episodesOfCare.id,
      reason: episodesOfCare.reason,
      startedOn: episodesOfCare.startedOn,
      consentRecordedAt: episodesOfCare.consentRecordedAt,
      consentRecordedBy: staffUsers.fullName,
      // Under 14, the guardian who gave it (Civil Code of Québec, art. 14), as the ledger keeps her.
      signerName: sql<string | null>`(select ${patientConsents.signerName} from ${patientConsents} where ${episodeConsent} limit 1)`,
      signerRelationship: sql<FamilyRelationship | null>`(select ${patientConsents.signerRelationship} from ${patientConsents} where ${episodeConsent} limit 1)`,
      endedOn: episodesOfCare.endedOn,
      endNote: episodesOfCare.endNote,
      createdAt: episodesOfCare.createdAt,
    })
    .from(episodesOfCare)
    .leftJoin(staffUsers, eq(staffUsers.id, episodesOfCare.consentRecordedBy))
    .where(eq(episodesOfCare.patientId, patientId))
    .orderBy(desc(episodesOfCare.startedOn), desc(episodesOfCare.createdAt), desc(episodesOfCare.id));
  return rows.map(({ signerName, signerRelationship, ...row }) => ({
    ...row,
    consentSignedBy: signerName && signerRelationship ? { name: signerName, relationship: signerRelationship } : null,
    consentGiven: row.consentRecordedAt !== null,
    open: row.endedOn === null,
  }));
}

export type EpisodeView = Awaited<ReturnType<typeof readEpisodes>>[number];

/** The attached files' descriptions, newest received first: the bytes are fetched one by one. */
export function readAttachments(db: AppDeps['db'], patientId: string) {
  return db
    .select({
      id: recordAttachments.id,
      kind: recordAttachments.kind,
      title: recordAttachments.title,
      fileName: recordAttachments.fileName,
      mediaType: recordAttachments.mediaType,
      sizeBytes: recordAttachments.sizeBytes,
      receivedOn: recordAttachments.receivedOn,
      noteId: recordAttachments.noteId,
      addedBy: staffUsers.fullName,
      createdAt: recordAttachments.createdAt,
    })
    .from(recordAttachments)
    .leftJoin(staffUsers, eq(staffUsers.id, recordAttachments.createdBy))
    .where(eq(recordAttachments.patientId, patientId))
    .orderBy(desc(recordAttachments.receivedOn), desc(recordAttachments.createdAt), asc(recordAttachments.id));
}

export type AttachmentView = Awaited<ReturnType<typeof readAttachments>>[number];

/** The patient's requests from the queue, newest first, each with its clock read on the clinic's today. */
export async function readAccessRequests(db: AppDeps['db'], patientId: string, today: string) {
  const rows = await db
    .select({
      id: privacyRequests.id,
      reference: privacyRequests.reference,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      receivedOn: privacyRequests.receivedOn,
      dueOn: privacyRequests.dueOn,
      answeredOn: privacyRequests.answeredOn,
      answeredBy: staffUsers.fullName,
      note: privacyRequests.details,
      createdAt: privacyRequests.createdAt,
    })
    .from(privacyRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, privacyRequests.answeredBy))
    .where(eq(privacyRequests.patientId, patientId))
    .orderBy(desc(privacyRequests.receivedOn), desc(privacyRequests.createdAt), asc(privacyRequests.id));
  return rows.map((row) => {
    // An answered (or refused) request has no clock left running.
    const clock = privacyRequestCountdown(row.dueOn, today, row.status);
    return { ...row, answered: row.status !== 'open', daysLeft: clock.daysLeft, overdue: clock.overdue };
  });
}

export type AccessRequestView = Awaited<ReturnType<typeof readAccessRequests>>[number];

export async function readClinicalRecord(deps: Deps, patientId: string) {
  const identity = await readRecordIdentity(deps.db, patientId);
  const { today } = await clinicNow(deps);
  const [episodes, attachments, accessRequests] = await Promise.all([
    readEpisodes(deps.db, patientId),
    readAttachments(deps.db, patientId),
    readAccessRequests(deps.db, patientId, today),
  ]);
  return { today, identity, episodes, attachments, accessRequests };
}
