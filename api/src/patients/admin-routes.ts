// Patients (list, duplicates, create, file, edit, merge) and the global search, on the
// admin surface. Every read of a patient file and every change of a record goes to the audit
// trail with the staff member: what was done and to which record, never the values.
import { Hono } from 'hono';
import {
  duplicatePatientQuerySchema,
  globalSearchQuerySchema,
  patientFormSchema,
  patientListQuerySchema,
  patientMergeSchema,
  patientUpdateSchema,
} from 'shared-domain/patients/patient';
import { recordStaffAuditEvent } from '../platform/audit/record-audit-event';
import type { AppDeps } from '../deps';
import { allow } from '../platform/http/allow';
import { patientFileFor, readsHealthText, visitFor } from '../platform/http/health-text';
import { freeText, validate } from '../platform/http/validate';
import type { AdminEnv } from '../platform/http/subject';
import { findDuplicatePatients } from './find-duplicate-patients';
import { searchEverything } from './global-search';
import { listPatients } from './list-patients';
import { mergePatients } from './merge-patients';
import { readPatientFile } from './patient-file';
import { clinicNow } from '../clinic/public';
import { withNextAppointments } from './patient-view';
import { createPatient, updatePatient } from './record-patient';
import { idParam } from 'shared-domain/platform/record-id';

const entity = 'patients';

/** The patients and their files, mounted at /api/admin/patients. */
export function adminPatientRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('everyone'), validate('query', patientListQuerySchema), async (c) => {
        return c.json(await listPatients(deps, c.req.valid('query')), 200);
      })
      // Before '/:id', which would otherwise take 'duplicates' for an id. The new and edit forms'
      // duplicate check (names, contact details and birth date only): everyone who may create a patient.
      .get('/duplicates', allow('everyone'), validate('query', duplicatePatientQuerySchema), async (c) => {
        const { firstName = '', lastName = '', email, phone, dateOfBirth } = c.req.valid('query');
        const duplicates = await findDuplicatePatients(deps.db, { firstName, lastName, email, phone, dateOfBirth });
        return c.json({ duplicates: await withNextAppointments(deps.db, duplicates, await clinicNow(deps)) }, 200);
      })
      .post('/', allow('everyone'), validate('json', patientFormSchema, freeText), async (c) => {
        // The file's notes are health text: a role that does not read them does not write them either.
        const form = c.req.valid('json');
        const input = readsHealthText(c.get('staff').role) ? form : { ...form, notes: null };
        const patient = await createPatient(deps, input);
        await recordStaffAuditEvent(c, deps, {
          action: 'patient_record.created',
          entity,
          entityId: patient.id,
          details: { duplicateConfirmed: input.confirmDuplicate },
        });
        return c.json({ patient: patientFileFor(c.get('staff').role, patient) }, 201);
      })
      .get('/:id', allow('everyone'), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const file = await readPatientFile(deps, id);
        await recordStaffAuditEvent(c, deps, { action: 'patient_record.viewed', entity, entityId: id });
        const role = c.get('staff').role;
        return c.json(
          {
            patient: patientFileFor(role, file.patient),
            upcoming: file.upcoming.map((visit) => visitFor(role, visit)),
            past: file.past.map((visit) => visitFor(role, visit)),
          },
          200,
        );
      })
      .patch('/:id', allow('everyone'), validate('param', idParam), validate('json', patientUpdateSchema, freeText), async (c) => {
        const { id } = c.req.valid('param');
        const role = c.get('staff').role;
        // The file's notes are health text: a role that does not read them does not write them either.
        const { notes, ...contact } = c.req.valid('json');
        const input = readsHealthText(role) ? { ...contact, notes } : contact;
        const { patient, changedFields, movedAccountId } = await updatePatient(deps, id, input);
        if (changedFields.length > 0) {
          await recordStaffAuditEvent(c, deps, {
            action: 'patient_record.updated',
            entity,
            entityId: id,
            details: { fields: changedFields },
          });
        }
        if (movedAccountId) {
          await recordStaffAuditEvent(c, deps, {
            action: 'patient.email_changed',
            entity: 'patient_accounts',
            entityId: movedAccountId,
            details: {},
          });
        }
        return c.json({ patient: patientFileFor(role, patient) }, 200);
      })
      // Moves the duplicate's clinical record (notes, attachments, measures) too: management's.
      .post('/:id/merge', allow('management'), validate('param', idParam), validate('json', patientMergeSchema), async (c) => {
        const { id } = c.req.valid('param');
        const { duplicateId } = c.req.valid('json');
        const { patient, moved } = await mergePatients(deps, id, duplicateId);
        await recordStaffAuditEvent(c, deps, { action: 'patient_record.merged', entity, entityId: id, details: { duplicateId, moved } });
        return c.json({ patient }, 200);
      })
  );
}

/** The back-office's search across patients, appointments and notes, mounted at /api/admin/search. */
export function globalSearchRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('everyone'), validate('query', globalSearchQuerySchema), async (c) => {
    const role = c.get('staff').role;
    // The visits found by their reason only for a role that reads it.
    const found = await searchEverything(deps, c.req.valid('query').q, { searchReasons: readsHealthText(role) });
    return c.json({ ...found, appointments: found.appointments.map((visit) => visitFor(role, visit)) }, 200);
  });
}
