// The whole record in one assembly (for an access request): identity and opening date,
// episodes of care, every note with its status, signature and addenda, outcome measures, the signed
// intake forms (« Questionnaire d'accueil »), the
// attached files, the visits (services and dates) and the access requests. The PDF is drawn from
// it and the JSON is it, so the two never disagree.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import { adminAppointmentJoin } from '../../scheduling/public';
import { loadClinicSettings } from '../../clinic/public';
import { readPatientNotes } from '../notes/read-notes';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { clinicAddressLines } from '../../billing/public';
import { readPatientOutcomes } from '../outcomes/read-outcomes';
import { intakesForRecord } from '../intake/intake-submissions';
import { readAttachmentContents } from './attachments';
import { readAccessRequests, readAttachments, readEpisodes, readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets'>;

/** Every visit on a date (kept, missed or cancelled: each is part of the record), oldest first. */
async function readVisits(db: AppDeps['db'], patientId: string) {
  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      status: appointments.status,
      serviceName: serviceTypes.name,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(and(eq(appointments.patientId, patientId), isNotNull(appointments.scheduledDate)))
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime), asc(appointments.id));
  return rows.map((row) => ({ ...row, date: row.date ?? '' }));
}

export async function assembleRecordExport(deps: Deps, patientId: string) {
  const identity = await readRecordIdentity(deps.db, patientId);
  const settings = await loadClinicSettings(deps.db);
  const now = deps.clock.now();
  const today = clinicDate(now, settings.timeZone);
  const [episodes, notes, outcomes, attachments, visits, accessRequests, intakes] = await Promise.all([
    readEpisodes(deps.db, patientId),
    readPatientNotes(deps.db, patientId),
    readPatientOutcomes(deps.db, patientId),
    readAttachments(deps.db, patientId),
    readVisits(deps.db, patientId),
    readAccessRequests(deps.db, patientId, today),
    intakesForRecord(deps, patientId),
  ]);
  return {
    exportedAt: now.toISOString(),
    exportedOn: today,
    clinic: {
      name: settings.clinicName,
      practitionerName: settings.practitionerName,
      practitionerTitle: settings.practitionerTitle,
      addressLines: clinicAddressLines(settings),
      phone: settings.phone,
      email: settings.email,
      timeZone: settings.timeZone,
    },
    patient: identity,
    episodes,
    notes,
    outcomes,
    intakes,
    attachments,
    visits,
    accessRequests,
  };
}

export type RecordExport = Awaited<ReturnType<typeof assembleRecordExport>>;

/**
 * The JSON the patient takes away. Each file's bytes travel inside it (base64): the right is to a
 * copy of the record, and exam results and letters are part of it; a list of names would leave
 * the patient a second request to make.
 */
export async function recordExportJson(deps: Deps, patientId: string) {
  const record = await assembleRecordExport(deps, patientId);
  const contents = new Map((await readAttachmentContents(deps.db, patientId)).map((row) => [row.id, row.content]));
  return {
    ...record,
    attachments: record.attachments.map((attachment) => ({
      ...attachment,
      contentBase64: Buffer.from(contents.get(attachment.id) ?? new Uint8Array()).toString('base64'),
    })),
  };
}

/** 'dossier-gagnon-camille-2026-11-18': ASCII, lower case, safe in every file system. */
export function recordExportBaseName(patient: { firstName: string; lastName: string }, date: string): string {
  const slug = `${patient.lastName}-${patient.firstName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `dossier-${slug || 'patient'}-${date}`;
}
