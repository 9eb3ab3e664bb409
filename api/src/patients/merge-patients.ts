// Merging two records of one person: everything that belongs to the duplicate moves to
// the record kept (visits, invoices, credit notes, payments, cards, correction requests, clinical notes,
// rebooking offers and the portal account), blanks of the kept record are filled from the
// duplicate, and the duplicate is deleted, all in one transaction. Two portal accounts cannot
// become one (each has its own sign-in), so that merge is refused.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { patientMessages } from 'shared-domain/patients/patient';
import type { AppDeps } from '../deps';
import {
  actionableOverrides,
  actionableSends,
  appointments,
  batchItems,
  checkouts,
  familyPayments,
  creditNotes,
  emailOutbox,
  textOutbox,
  textReplies,
  episodesOfCare,
  familyLinks,
  invoices,
  outcomeMeasures,
  patientAccounts,
  patientImportChanges,
  patients,
  paymentMethods,
  paymentTransactions,
  questionnaireRequests,
  intakeSubmissions,
  rebookingRequests,
  recordAttachments,
  patientConsents,
  privacyRequests,
  recordHolds,
  retentionDecisionsLog,
  soapNotes,
  insuranceCases,
  insuranceClaims,
  insuranceReceipts,
  patientInsurance,
} from '../platform/db/schema';
import { AppError, fieldRefusal } from '../platform/http/app-error';
import { loadPatientRecord } from './patient-file';

type PatientRecord = Awaited<ReturnType<typeof loadPatientRecord>>;

/** The kept record's fields once the duplicate's are folded in: its own values win, nothing typed is lost. */
/** What the clinical record adds to a patient: kept from either record, opened at the earlier date. */
async function clinicalIdentities(db: AppDeps['db'], keepId: string, duplicateId: string) {
  const columns = {
    id: patients.id,
    nameAtBirth: patients.nameAtBirth,
    sex: patients.sex,
    recordOpenedOn: patients.recordOpenedOn,
    consultationReason: patients.consultationReason,
  };
  const rows = await db
    .select(columns)
    .from(patients)
    .where(inArray(patients.id, [keepId, duplicateId]));
  const keep = rows.find((row) => row.id === keepId);
  const duplicate = rows.find((row) => row.id === duplicateId);
  const openedOn = [keep?.recordOpenedOn, duplicate?.recordOpenedOn].filter((date): date is string => Boolean(date)).sort();
  return {
    nameAtBirth: keep?.nameAtBirth ?? duplicate?.nameAtBirth ?? null,
    sex: keep?.sex ?? duplicate?.sex ?? null,
    recordOpenedOn: openedOn[0] ?? null,
    consultationReason: keep?.consultationReason ?? duplicate?.consultationReason ?? null,
  };
}

function mergedFields(keep: PatientRecord, duplicate: PatientRecord) {
  const notes =
    keep.notes && duplicate.notes && keep.notes !== duplicate.notes
      ? `${keep.notes}\n\n${duplicate.notes}`
      : (keep.notes ?? duplicate.notes);
  const lastVisits = [keep.lastVisit, duplicate.lastVisit].filter((date): date is string => date !== null).sort();
  return {
    email: keep.email ?? duplicate.email,
    phone: keep.phone ?? duplicate.phone,
    // The flag goes with the number kept.
    phoneMobile: keep.phone ? keep.phoneMobile : duplicate.phoneMobile,
    address: keep.address ?? duplicate.address,
    dateOfBirth: keep.dateOfBirth ?? duplicate.dateOfBirth,
    notes,
    // Still followed by the clinic if either record was.
    status: keep.status === 'active' || duplicate.status === 'active' ? ('active' as const) : keep.status,
    totalVisits: keep.totalVisits + duplicate.totalVisits,
    lastVisit: lastVisits.at(-1) ?? null,
  };
}

export async function mergePatients(deps: Pick<AppDeps, 'db' | 'clock'>, keepId: string, duplicateId: string) {
  if (keepId === duplicateId) {
    throw fieldRefusal({ duplicateId: patientMessages.mergeWithItself });
  }
  const keep = await loadPatientRecord(deps.db, keepId);
  const duplicate = await loadPatientRecord(deps.db, duplicateId);
  const accounts = await deps.db
    .select({ patientId: patientAccounts.patientId })
    .from(patientAccounts)
    .where(inArray(patientAccounts.patientId, [keepId, duplicateId]));
  if (accounts.length > 1) throw new AppError(errorCodes.likelyDuplicatePatient, patientMessages.mergeTwoAccounts);
  // One primary card per patient: the kept record's stays primary.
  const keptPrimaryCard = await deps.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, keepId), eq(paymentMethods.isPrimary, true), eq(paymentMethods.isActive, true)))
    .limit(1);

  const identity = await clinicalIdentities(deps.db, keepId, duplicateId);
  const stamp = deps.clock.now().toISOString();
  const moved = { patientId: keepId };
  const [
    visits,
    invoiceRows,
    transactions,
    cards,
    corrections,
    notes,
    rebookings,
    account,
    episodes,
    attachments,
    accessRequests,
    outcomes,
    questionnaires,
    intakes,
  ] = await deps.db.batch([
    deps.db
      .update(appointments)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(appointments.patientId, duplicateId))
      .returning({ id: appointments.id }),
    deps.db
      .update(invoices)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(invoices.patientId, duplicateId))
      .returning({ id: invoices.id }),
    deps.db
      .update(paymentTransactions)
      .set(moved)
      .where(eq(paymentTransactions.patientId, duplicateId))
      .returning({ id: paymentTransactions.id }),
    deps.db
      .update(paymentMethods)
      .set({ ...moved, updatedAt: stamp, ...(keptPrimaryCard.length > 0 ? { isPrimary: false } : {}) })
      .where(eq(paymentMethods.patientId, duplicateId))
      .returning({ id: paymentMethods.id }),
    deps.db
      .update(privacyRequests)
      .set({ ...moved, updatedAt: stamp })
      .where(and(eq(privacyRequests.patientId, duplicateId), eq(privacyRequests.kind, 'correction')))
      .returning({ id: privacyRequests.id }),
    deps.db
      .update(soapNotes)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(soapNotes.patientId, duplicateId))
      .returning({ id: soapNotes.id }),
    deps.db
      .update(rebookingRequests)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(rebookingRequests.patientId, duplicateId))
      .returning({ id: rebookingRequests.id }),
    deps.db.update(patientAccounts).set(moved).where(eq(patientAccounts.patientId, duplicateId)).returning({ id: patientAccounts.id }),
    deps.db
      .update(episodesOfCare)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(episodesOfCare.patientId, duplicateId))
      .returning({ id: episodesOfCare.id }),
    deps.db
      .update(recordAttachments)
      .set(moved)
      .where(eq(recordAttachments.patientId, duplicateId))
      .returning({ id: recordAttachments.id }),
    deps.db
      // The rest of the queue (access, portability…): its requests are the kept record's now.
      .update(privacyRequests)
      .set({ ...moved, updatedAt: stamp })
      .where(and(eq(privacyRequests.patientId, duplicateId), ne(privacyRequests.kind, 'correction')))
      .returning({ id: privacyRequests.id }),
    deps.db.update(outcomeMeasures).set(moved).where(eq(outcomeMeasures.patientId, duplicateId)).returning({ id: outcomeMeasures.id }),
    deps.db
      .update(questionnaireRequests)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(questionnaireRequests.patientId, duplicateId))
      .returning({ id: questionnaireRequests.id }),
    // Her intake forms, signed ones too: the database lets only their patient move.
    deps.db
      .update(intakeSubmissions)
      .set({ ...moved, updatedAt: stamp })
      .where(eq(intakeSubmissions.patientId, duplicateId))
      .returning({ id: intakeSubmissions.id }),
    // Credit notes follow their invoices: a document never changes, only whose file it is in.
    deps.db.update(creditNotes).set(moved).where(eq(creditNotes.patientId, duplicateId)),
    // The e-mails sent to the duplicate and the batches that touched it are the kept
    // record's history now (« Santé de l'automatisation », a batch's report).
    deps.db.update(emailOutbox).set(moved).where(eq(emailOutbox.patientId, duplicateId)),
    deps.db.update(batchItems).set(moved).where(eq(batchItems.patientId, duplicateId)),
    // So are the texts sent to her and her replies (« Textos »).
    deps.db.update(textOutbox).set(moved).where(eq(textOutbox.patientId, duplicateId)),
    deps.db.update(textReplies).set(moved).where(eq(textReplies.patientId, duplicateId)),
    // What « Analyses actionnables » sent her, and an exclusion staff lifted for her, with its reason.
    deps.db.update(actionableSends).set(moved).where(eq(actionableSends.patientId, duplicateId)),
    deps.db.update(actionableOverrides).set(moved).where(eq(actionableOverrides.patientId, duplicateId)),
    // Her consents and withdrawals are the same person's: a withdrawal keeps holding on the kept record.
    deps.db.update(patientConsents).set(moved).where(eq(patientConsents.patientId, duplicateId)),
    // A child's consent she gave as a guardian names the record kept.
    deps.db.update(patientConsents).set({ signerPatientId: keepId }).where(eq(patientConsents.signerPatientId, duplicateId)),
    // Her family links follow her: a link the kept record already has (or one that would now link
    // her to herself) is ended as merged first, so one live link per guardian and dependant remains.
    deps.db
      .update(familyLinks)
      .set({ endedAt: stamp, endedReason: 'record_merged', updatedAt: stamp })
      .where(
        and(
          isNull(familyLinks.endedAt),
          or(
            and(
              eq(familyLinks.guardianPatientId, duplicateId),
              or(
                eq(familyLinks.dependantPatientId, keepId),
                sql`exists (select 1 from family_links k where k.guardian_patient_id = ${keepId} and k.dependant_patient_id = ${familyLinks.dependantPatientId} and k.ended_at is null)`,
              ),
            ),
            and(
              eq(familyLinks.dependantPatientId, duplicateId),
              or(
                eq(familyLinks.guardianPatientId, keepId),
                sql`exists (select 1 from family_links k where k.dependant_patient_id = ${keepId} and k.guardian_patient_id = ${familyLinks.guardianPatientId} and k.ended_at is null)`,
              ),
            ),
          ),
        ),
      ),
    deps.db.update(familyLinks).set({ guardianPatientId: keepId, updatedAt: stamp }).where(eq(familyLinks.guardianPatientId, duplicateId)),
    deps.db
      .update(familyLinks)
      .set({ dependantPatientId: keepId, updatedAt: stamp })
      .where(eq(familyLinks.dependantPatientId, duplicateId)),
    // So are the retention review's decisions about the duplicate (kept, with the reason given).
    deps.db.update(retentionDecisionsLog).set(moved).where(eq(retentionDecisionsLog.patientId, duplicateId)),
    // And a legal hold on her: the record kept is held (deleting the duplicate would drop it).
    deps.db.update(recordHolds).set(moved).where(eq(recordHolds.patientId, duplicateId)),
    // What an import did to the duplicate follows it, so undoing that import reports the
    // merged record as changed since instead of losing track of it. When the kept record came from
    // the same import, its own row stays and the duplicate's goes with it.
    deps.db
      .update(patientImportChanges)
      .set(moved)
      .where(
        and(
          eq(patientImportChanges.patientId, duplicateId),
          sql`${patientImportChanges.importId} not in (select import_id from patient_import_changes where patient_id = ${keepId})`,
        ),
      ),
    // A checkout follows its payments to the record kept (the database lets only its patient move).
    deps.db.update(checkouts).set(moved).where(eq(checkouts.patientId, duplicateId)),
    // A family's payment she made as a guardian is the kept record's (its people's rows moved above).
    deps.db.update(familyPayments).set({ payerPatientId: keepId }).where(eq(familyPayments.payerPatientId, duplicateId)),
    // Insurance receipts follow their visits; the insurer's plan is the kept record's when she has
    // one, else the duplicate's (one plan per patient), and the other is dropped with the duplicate.
    deps.db.update(insuranceReceipts).set(moved).where(eq(insuranceReceipts.patientId, duplicateId)),
    // Her claims and her SAAQ or CNESST cases follow their invoices.
    deps.db.update(insuranceClaims).set(moved).where(eq(insuranceClaims.patientId, duplicateId)),
    deps.db.update(insuranceCases).set(moved).where(eq(insuranceCases.patientId, duplicateId)),
    deps.db
      .update(patientInsurance)
      .set(moved)
      .where(
        and(eq(patientInsurance.patientId, duplicateId), sql`not exists (select 1 from patient_insurance where patient_id = ${keepId})`),
      ),
    deps.db.delete(patientInsurance).where(eq(patientInsurance.patientId, duplicateId)),
    deps.db
      .update(patients)
      .set({ ...mergedFields(keep, duplicate), ...identity, updatedAt: stamp })
      .where(eq(patients.id, keepId)),
    deps.db.delete(patients).where(eq(patients.id, duplicateId)),
  ]);
  return {
    patient: await loadPatientRecord(deps.db, keepId),
    /** How many rows moved of each kind, for the audit trail (never what they hold). */
    moved: {
      appointments: visits.length,
      invoices: invoiceRows.length,
      transactions: transactions.length,
      paymentMethods: cards.length,
      correctionRequests: corrections.length,
      clinicalNotes: notes.length,
      rebookingRequests: rebookings.length,
      account: account.length > 0,
      episodesOfCare: episodes.length,
      attachments: attachments.length,
      accessRequests: accessRequests.length,
      outcomeMeasures: outcomes.length,
      questionnaireRequests: questionnaires.length,
      intakeSubmissions: intakes.length,
    },
  };
}
