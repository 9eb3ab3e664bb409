// Creating and editing a patient record from the back-office. A record that looks like
// one on file (same e-mail, or same names and phone or birth date) is refused with PAT_001 until staff confirm it
// is another person; an edit is checked the same way when it changes who the record names.
import { eq } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { type PatientForm, type PatientUpdate, patientMessages } from 'shared-domain/patients/patient';
import type { AppDeps } from '../deps';
import { patients } from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';
import { AppError, fieldRefusal } from '../platform/http/app-error';
import { findDuplicatePatients } from './find-duplicate-patients';
import { patientEmailChange } from '../accounts/public';
import { nudgeOutboxSender } from '../platform/mail/outbox-sender';
import { clinicNow } from '../clinic/public';
import { loadPatientRecord } from './patient-file';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const identityFields = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'] as const;
const editableFields = ['firstName', 'lastName', 'email', 'phone', 'phoneMobile', 'address', 'dateOfBirth', 'notes', 'status'] as const;
type EditableField = (typeof editableFields)[number];

/** A birth date after the clinic's today is a typing slip (the form cannot know the clinic's date). */
async function refuseFutureBirthDate(deps: Deps, dateOfBirth: string | null | undefined): Promise<void> {
  if (!dateOfBirth) return;
  const { today } = await clinicNow(deps);
  if (dateOfBirth > today) {
    throw fieldRefusal({ dateOfBirth: patientMessages.birthDateInFuture });
  }
}

function likelyDuplicate(): AppError {
  return new AppError(errorCodes.likelyDuplicatePatient, patientMessages.likelyDuplicate);
}

export async function createPatient(deps: Deps, input: PatientForm) {
  await refuseFutureBirthDate(deps, input.dateOfBirth);
  const { confirmDuplicate, ...fields } = input;
  if (!confirmDuplicate && (await findDuplicatePatients(deps.db, fields)).length > 0) throw likelyDuplicate();
  // The record is opened the clinic's day it is created (« Dossier ouvert le »).
  const { today } = await clinicNow(deps);
  const [created] = await deps.db
    .insert(patients)
    .values({ ...fields, recordOpenedOn: today, ...timestamps(deps.clock) })
    .returning({ id: patients.id });
  if (!created) throw new Error('the patient insert returned no row');
  return loadPatientRecord(deps.db, created.id);
}

/**
 * Applies what changed; `changedFields` names them (never their values) for the audit trail. A new
 * e-mail moves the portal account with it and tells both addresses: `movedAccountId`
 * is the account that now signs in with it.
 */
export async function updatePatient(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>, id: string, input: PatientUpdate) {
  const current = await loadPatientRecord(deps.db, id);
  const changes: Partial<Pick<typeof patients.$inferInsert, EditableField>> = {};
  for (const field of editableFields) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  const changedFields = editableFields.filter((field) => field in changes);
  if (changedFields.length === 0) return { patient: current, changedFields, movedAccountId: undefined };

  await refuseFutureBirthDate(deps, changes.dateOfBirth);
  if (!input.confirmDuplicate && identityFields.some((field) => field in changes)) {
    const identity = { ...current, ...changes };
    if ((await findDuplicatePatients(deps.db, identity, { excludeId: id })).length > 0) throw likelyDuplicate();
  }
  const update = deps.db
    .update(patients)
    .set({ ...changes, updatedAt: deps.clock.now().toISOString() })
    .where(eq(patients.id, id));
  const emailChange =
    'email' in changes
      ? await patientEmailChange(deps, { patientId: id, oldEmail: current.email, newEmail: changes.email ?? null })
      : undefined;
  const [, followed] = await deps.db.batch([update, ...(emailChange?.statements ?? [])]);
  if (emailChange) nudgeOutboxSender(deps);
  const movedAccountId = emailChange?.accountId && followed?.rowsAffected === 1 ? emailChange.accountId : undefined;
  return { patient: await loadPatientRecord(deps.db, id), changedFields, movedAccountId };
}
