// Whom or what an audit event concerns, read from the row itself: the patient whose record it is
// (the event's own row for `patients`, the `patientId` its details carry, or the patient of the
// appointment, note, invoice or portal account it names) and, for an event about something else, the
// record in the clinic's words (« Facture F-00042 », « Heures d'ouverture », a staff member's name).
// One SQL expression each, so the list, its filter by patient and the export agree.
import { sql } from 'drizzle-orm';
import { auditSettingName } from 'shared-domain/platform/audit-detail-lines';
import { appointments, auditEvents, creditNotes, invoices, patientAccounts, soapNotes, staffUsers } from '../db/schema';

const entity = auditEvents.entity;
const entityId = auditEvents.entityId;

/** The id of the patient the event concerns, or null when it concerns none. */
export const eventPatientId = sql<string | null>`coalesce(
  case when ${entity} = 'patients' then ${entityId} end,
  json_extract(${auditEvents.details}, '$.patientId'),
  case when ${entity} = 'appointments' then (select ${appointments.patientId} from ${appointments} where ${appointments.id} = ${entityId}) end,
  case when ${entity} = 'soap_notes' then (select ${soapNotes.patientId} from ${soapNotes} where ${soapNotes.id} = ${entityId}) end,
  case when ${entity} = 'invoices' then (select ${invoices.patientId} from ${invoices} where ${invoices.id} = ${entityId}) end,
  case when ${entity} = 'patient_accounts' then (select ${patientAccounts.patientId} from ${patientAccounts} where ${patientAccounts.id} = ${entityId}) end
)`;

/** The number or name of the record an event names, for the kinds of record that have one. */
export const eventRecordReference = sql<string | null>`case ${entity}
  when 'invoices' then coalesce((select ${invoices.number} from ${invoices} where ${invoices.id} = ${entityId}), json_extract(${auditEvents.details}, '$.number'))
  when 'credit_notes' then (select ${creditNotes.number} from ${creditNotes} where ${creditNotes.id} = ${entityId})
  when 'staff_users' then (select ${staffUsers.fullName} from ${staffUsers} where ${staffUsers.id} = ${entityId})
end`;

/** The record in words: « Facture F-00042 », « Note de crédit NC-00003 », a staff member's name, a setting's French name. */
export function eventRecordName(event: { action: string; entity: string; reference: string | null }): string | null {
  if (event.entity === 'invoices') return event.reference ? `Facture ${event.reference}` : 'Facture (brouillon)';
  if (event.entity === 'credit_notes') return event.reference ? `Note de crédit ${event.reference}` : 'Note de crédit';
  if (event.entity === 'staff_users')
    return event.reference ? `Membre du personnel : ${event.reference}` : 'Membre du personnel (compte retiré)';
  return auditSettingName(event.action);
}
