// The privacy officer's decision about one record past its period, in ONE batch with its
// effect and its audit row. The decision's row is written first, only if the record is still due
// (`stillDue`), and every later statement runs only if that row is there: a visit recorded or a
// decision taken meanwhile leaves everything as it was.
//
// « Anonymiser »: the identity and contact are replaced (« Dossier anonymisé »), the portal account
// and its sessions deleted, the consents' e-mails cleared, the waitlist entries and outbox rows about
// her removed, the free text typed about her cleared; visits, invoices and payments stay, de-identified
// (tax law keeps invoices 6 years). « Détruire le dossier »: the same, and the clinical record goes
// (notes and addenda, attachments, outcome measures, episodes, questionnaires); her requests about her
// information stay as the proof of the answers given, without her name, address or what she wrote. « Conserver »: the reason is logged, and the record is listed again after a year.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import type { RetentionDecision } from 'shared-domain/privacy/privacy';
import {
  anonymisedRecordLabel,
  confirmsRecord,
  type RetentionDecisionResult,
  retentionBlockedMessage,
  retentionMessages,
  type retentionDecisionSchema,
} from 'shared-domain/privacy/privacy-retention';
import type { z } from 'zod';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import {
  actionableOverrides,
  actionableSends,
  appointmentLinks,
  appointments,
  emailOutbox,
  insuranceCases,
  insuranceClaims,
  textOutbox,
  textReplies,
  episodesOfCare,
  familyLinks,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patientConsents,
  patientImportChanges,
  patientInsurance,
  patients,
  paymentMethods,
  paymentTransactions,
  privacyRequests,
  questionnaireRequests,
  intakeSubmissions,
  rebookingRequests,
  rebookingResponses,
  recordAttachments,
  retentionDecisionsLog,
  sessions,
  soapNoteAddenda,
  soapNotes,
  verifications,
  waitlistEntries,
} from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { recordLabelOf, recordsPastRetention, stillDue } from './records-past-retention';
import { recordWaits } from './retention-waits';

type DecisionInput = z.output<typeof retentionDecisionSchema>;

/** The identity an anonymised record keeps: none. */
const anonymousIdentity = {
  firstName: 'Dossier',
  lastName: 'anonymisé',
  email: null,
  phone: null,
  otherPhone: null,
  address: null,
  dateOfBirth: null,
  nameAtBirth: null,
  notes: null,
  status: 'inactive' as const,
};

export async function decideRetention(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: string,
  patientId: string,
  input: DecisionInput,
): Promise<RetentionDecisionResult> {
  const { db, clock } = deps;
  const [patient] = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound('Dossier introuvable.');
  const recordLabel = recordLabelOf(patient);
  const now = clock.now();
  const { timeZone } = await loadClinicSettings(db);
  const today = clinicDate(now, timeZone);
  const record = (await recordsPastRetention(db, today, now)).find((row) => row.patientId === patientId);
  if (!record) throw new AppError(errorCodes.retentionNotDue, retentionMessages.notDue);
  // An open request, an incident naming her, an amount owed or a legal hold keeps the record whole.
  if (input.decision !== 'keep' && record.waits.length > 0)
    throw new AppError(errorCodes.retentionBlocked, retentionBlockedMessage(record.waits));
  if (input.decision !== 'keep' && !confirmsRecord(input.confirmation ?? '', recordLabel)) {
    throw fieldRefusal('confirmation', retentionMessages.confirmationMismatch(recordLabel));
  }

  const decisionId = randomUUID();
  const stamp = now.toISOString();
  const decided = sql`exists (select 1 from ${retentionDecisionsLog} where ${retentionDecisionsLog.id} = ${decisionId})`;
  const claim = db.run(
    insertWhere(
      retentionDecisionsLog,
      {
        id: decisionId,
        patientId,
        // A record anonymised or destroyed leaves no name behind, not even in its decision.
        recordLabel: input.decision === 'keep' ? recordLabel : anonymisedRecordLabel,
        lastServiceOn: record.lastServiceOn,
        decision: input.decision,
        reason: input.decision === 'keep' ? (input.reason ?? null) : null,
        decidedBy: staffId,
        decidedAt: stamp,
      },
      input.decision === 'keep'
        ? stillDue(patientId, today, now)
        : and(stillDue(patientId, today, now), sql`not ${recordWaits(sql`${patientId}`)}`),
    ),
  );
  const actor = { type: 'staff' as const, id: staffId };
  const audit =
    input.decision === 'keep'
      ? auditEventInsertWhere(
          deps,
          { actor, action: 'retention.record_kept', entity: 'patients', entityId: patientId, details: { patientId, decisionId } },
          decided,
        )
      : input.decision === 'anonymise'
        ? auditEventInsertWhere(
            deps,
            { actor, action: 'retention.record_anonymised', entity: 'patients', entityId: patientId, details: { patientId, decisionId } },
            decided,
          )
        : auditEventInsertWhere(
            deps,
            {
              actor,
              action: 'retention.record_destroyed',
              entity: 'patients',
              entityId: patientId,
              details: { patientId, decisionId, notes: record.holds.notes, attachments: record.holds.attachments },
            },
            decided,
          );

  const effect = input.decision === 'keep' ? [] : anonymisation(deps, patientId, patient.email, stamp, decided, input.decision);
  // Signed notes and addenda are kept against any delete (migration 0006) except those of a record
  // the batch has just marked destroyed (migration 0015).
  const [claimed] = await db.batch([claim, audit, ...effect]);
  if (claimed.rowsAffected !== 1) {
    // A wait that began between the read and the batch (a request recorded meanwhile) is named.
    const current = (await recordsPastRetention(db, today, clock.now())).find((row) => row.patientId === patientId);
    if (current && current.waits.length > 0) throw new AppError(errorCodes.retentionBlocked, retentionBlockedMessage(current.waits));
    throw new AppError(errorCodes.retentionNotDue, retentionMessages.notDue);
  }
  return { decision: input.decision, patientId, decisionId };
}

/** The statements of « Anonymiser » (and, for `destroy`, of the clinical record's destruction), each guarded by `decided`. */
function anonymisation(
  deps: Pick<AppDeps, 'db'>,
  patientId: string,
  email: string | null,
  stamp: string,
  decided: SQL,
  decision: Exclude<RetentionDecision, 'keep'>,
) {
  const { db } = deps;
  const ofPatient = (column: Parameters<typeof eq>[0]) => and(eq(column, patientId), decided);
  const address = email?.trim().toLowerCase() ?? null;
  const accountIds = db.select({ id: patientAccounts.id }).from(patientAccounts).where(eq(patientAccounts.patientId, patientId));
  const accountEmails = db.select({ email: patientAccounts.email }).from(patientAccounts).where(eq(patientAccounts.patientId, patientId));
  const noteIds = db.select({ id: soapNotes.id }).from(soapNotes).where(eq(soapNotes.patientId, patientId));
  const visitIds = db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, patientId));
  const rebookingIds = db.select({ id: rebookingRequests.id }).from(rebookingRequests).where(eq(rebookingRequests.patientId, patientId));
  const sameAddress = (column: Parameters<typeof eq>[0]) => (address ? sql`lower(${column}) = ${address}` : sql`false`);

  const statements = [
    // The identity first: the triggers that guard signed notes read record_destroyed_at.
    db
      .update(patients)
      .set({
        ...anonymousIdentity,
        ...(decision === 'destroy' ? { recordDestroyedAt: stamp, consultationReason: null, sex: null } : {}),
        anonymisedAt: stamp,
        updatedAt: stamp,
      })
      .where(ofPatient(patients.id)),
    // Her portal account, its sessions and sign-in codes.
    db.delete(sessions).where(and(eq(sessions.subjectType, 'patient'), inArray(sessions.subjectId, accountIds), decided)),
    db
      .delete(verifications)
      .where(
        and(
          or(inArray(verifications.target, accountIds), inArray(verifications.target, accountEmails), sameAddress(verifications.target)),
          decided,
        ),
      ),
    db.delete(patientAccounts).where(ofPatient(patientAccounts.patientId)),
    // Consents stay as the record of what was given and withdrawn, without an address.
    db
      .update(patientConsents)
      .set({ email: null })
      .where(and(or(eq(patientConsents.patientId, patientId), sameAddress(patientConsents.email)), decided)),
    // A child's consent keeps that a guardian gave it, not her name: hers when she is the one
    // anonymised, her guardian's on the anonymised child's own consents.
    db
      .update(patientConsents)
      .set({ signerName: null })
      .where(and(or(eq(patientConsents.patientId, patientId), eq(patientConsents.signerPatientId, patientId)), decided)),
    db.delete(waitlistEntries).where(and(sameAddress(waitlistEntries.email), decided)),
    db.delete(emailOutbox).where(and(or(eq(emailOutbox.patientId, patientId), sameAddress(emailOutbox.to)), decided)),
    db.delete(patientImportChanges).where(ofPatient(patientImportChanges.patientId)),
    // Visits, invoices and payments stay (tax law), with nothing typed about her.
    db.delete(appointmentLinks).where(and(inArray(appointmentLinks.appointmentId, visitIds), decided)),
    db
      .update(appointments)
      .set({
        name: anonymisedRecordLabel,
        email: '',
        phone: '',
        reason: null,
        notes: null,
        patientAge: null,
        preferredTime: null,
        cancellationReason: null,
        updatedAt: stamp,
      })
      .where(ofPatient(appointments.patientId)),
    db
      .update(rebookingResponses)
      .set({ patientNotes: null })
      .where(and(inArray(rebookingResponses.rebookingRequestId, rebookingIds), decided)),
    db
      .update(rebookingRequests)
      .set({ patientName: anonymisedRecordLabel, patientEmail: '', reason: null, updatedAt: stamp })
      .where(ofPatient(rebookingRequests.patientId)),
    db.update(invoices).set({ notes: null, waiverNote: null, updatedAt: stamp }).where(ofPatient(invoices.patientId)),
    db.update(paymentTransactions).set({ notes: null }).where(ofPatient(paymentTransactions.patientId)),
    db.delete(paymentMethods).where(ofPatient(paymentMethods.patientId)),
    // Her insurer's plan names people (the plan member, who pays); the receipts issued stay (tax law).
    db.delete(patientInsurance).where(ofPatient(patientInsurance.patientId)),
    // Her claims stay as money records (payer, dates, amounts) without the numbers that name her at
    // her insurer, the SAAQ or the CNESST, nor her doctor.
    db
      .update(insuranceClaims)
      .set({ policyNumber: null, certificateNumber: null, updatedAt: stamp })
      .where(ofPatient(insuranceClaims.patientId)),
    db
      .update(insuranceCases)
      .set({ claimNumber: '', prescribingDoctor: null, updatedAt: stamp })
      .where(ofPatient(insuranceCases.patientId)),
    // Her family links, either way: they would name her through her parent or her child.
    db
      .delete(familyLinks)
      .where(and(or(eq(familyLinks.guardianPatientId, patientId), eq(familyLinks.dependantPatientId, patientId)), decided)),
    // Texts to her number and her replies are messages like her e-mails: gone.
    db.delete(textOutbox).where(ofPatient(textOutbox.patientId)),
    db.delete(textReplies).where(ofPatient(textReplies.patientId)),
    // What the actionable lists sent her and an exclusion lifted for her (its reason names her circumstances): gone.
    db.delete(actionableSends).where(ofPatient(actionableSends.patientId)),
    db.delete(actionableOverrides).where(ofPatient(actionableOverrides.patientId)),
    db
      .update(privacyRequests)
      .set({ requesterName: anonymisedRecordLabel, requesterEmail: null, details: null, updatedAt: stamp })
      .where(ofPatient(privacyRequests.patientId)),
  ];
  if (decision === 'anonymise') return statements;
  return [
    ...statements,
    // The clinical record, children first.
    db.delete(questionnaireRequests).where(ofPatient(questionnaireRequests.patientId)),
    db.delete(intakeSubmissions).where(ofPatient(intakeSubmissions.patientId)),
    db.delete(soapNoteAddenda).where(and(inArray(soapNoteAddenda.noteId, noteIds), decided)),
    db.delete(recordAttachments).where(ofPatient(recordAttachments.patientId)),
    db.delete(outcomeMeasures).where(ofPatient(outcomeMeasures.patientId)),
    db.delete(soapNotes).where(ofPatient(soapNotes.patientId)),
    db.delete(episodesOfCare).where(ofPatient(episodesOfCare.patientId)),
  ];
}
