// A patient's record around the notes as staff read it (issue 14): the identity the regulation
// asks for, the episodes of care (newest first, with their consent), the attached files'
// descriptions (never their bytes) and the access requests with their 20-day clock.
import { asc, desc, eq } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/clinic-time';
import { accessClock } from 'shared-domain/clinical-record';
import { patientMessages } from 'shared-domain/patient';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../patients/public';
import { loadClinicSettings } from '../../clinic/public';
import { episodesOfCare, patients, recordAccessRequests, recordAttachments, staffUsers } from '../../platform/db/schema';
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
  // A record created without the date (before issue 14's form) was opened the day it was created.
  const timeZone = identity.recordOpenedOn ? undefined : (await loadClinicSettings(db)).timeZone;
  return { ...identity, recordOpenedOn: identity.recordOpenedOn ?? clinicDate(new Date(createdAt), timeZone) };
}

export type RecordIdentityView = Awaited<ReturnType<typeof readRecordIdentity>>;

export async function readEpisodes(db: AppDeps['db'], patientId: string) {
  const rows = await db
    .select({
      id: episodesOfCare.id,
      reason: episodesOfCare.reason,
      startedOn: episodesOfCare.startedOn,
      consentRecordedAt: episodesOfCare.consentRecordedAt,
      consentRecordedBy: staffUsers.fullName,
      endedOn: episodesOfCare.endedOn,
      endNote: episodesOfCare.endNote,
      createdAt: episodesOfCare.createdAt,
    })
    .from(episodesOfCare)
    .leftJoin(staffUsers, eq(staffUsers.id, episodesOfCare.consentRecordedBy))
    .where(eq(episodesOfCare.patientId, patientId))
    .orderBy(desc(episodesOfCare.startedOn), desc(episodesOfCare.createdAt), desc(episodesOfCare.id));
  return rows.map((row) => ({ ...row, consentGiven: row.consentRecordedAt !== null, open: row.endedOn === null }));
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

/** The access requests, newest first, each with its clock read on the clinic's today. */
export async function readAccessRequests(db: AppDeps['db'], patientId: string, today: string) {
  const rows = await db
    .select({
      id: recordAccessRequests.id,
      receivedOn: recordAccessRequests.receivedOn,
      dueOn: recordAccessRequests.dueOn,
      answeredOn: recordAccessRequests.answeredOn,
      answeredBy: staffUsers.fullName,
      note: recordAccessRequests.note,
      createdAt: recordAccessRequests.createdAt,
    })
    .from(recordAccessRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, recordAccessRequests.answeredBy))
    .where(eq(recordAccessRequests.patientId, patientId))
    .orderBy(desc(recordAccessRequests.receivedOn), desc(recordAccessRequests.createdAt), asc(recordAccessRequests.id));
  return rows.map((row) => {
    const clock = accessClock(row.receivedOn, today);
    const answered = row.answeredOn !== null;
    return {
      ...row,
      dueOn: row.dueOn,
      answered,
      // An answered request has no clock left running.
      daysLeft: answered ? null : clock.daysLeft,
      overdue: answered ? false : clock.overdue,
    };
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
