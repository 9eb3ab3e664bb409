// Every action the audit trail records (DESIGN §5), declared once: its name, its French label for
// the back-office's « Journal d'audit », and the details it carries. Names are `thing.done`, in the
// past participle (`appointment.created`, `clinical_note.signed`); the API can write no other
// (`recordAuditEvent` takes an `AuditAction`), and migration 0007 renamed the rows written under
// the older names. Details name what changed, ids and counts: never a value typed by someone, a
// secret, a code or a link token.
import { z } from 'zod';
import { twoFactorAttemptTypes } from '../accounts/two-factor';
import { staffRoles } from '../accounts/staff-role';
import { consentChannels, consentKinds } from '../privacy/privacy';
import { familyRelationships } from '../patients/family';

const id = z.string();
const ipAddress = z.string();
const fieldNames = z.array(z.string());
const count = z.number().int().nonnegative();
const secondFactorFailure = z.enum([
  'invalid_code',
  'replayed_code',
  'invalid_backup_code',
  'rate_limited',
  'not_set_up',
  'unreadable_secret',
  'locked',
]);

const noDetails = z.strictObject({});
/** A second-factor attempt: which kind, and from where. */
const secondFactorAttempt = z.strictObject({ attemptType: z.enum(twoFactorAttemptTypes), ipAddress });
const ofPatient = z.strictObject({ patientId: id });
const listed = z.strictObject({ count });
const changedFields = z.strictObject({ fields: fieldNames });
/**
 * A change of the clinic's configuration: each changed setting with its value before and
 * after. Settings are the clinic's own data, never a patient's, so their values may be kept here.
 */
const settingValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);
const valuesChanged = z.strictObject({ changes: z.record(z.string(), z.strictObject({ before: settingValue, after: settingValue })) });

/** One action: its French label and the shape of its details (`noDetails` when it has none). */
export interface AuditActionDefinition {
  readonly label: string;
  readonly details: z.ZodType<Record<string, unknown>>;
}

export const auditActions = {
  'staff.signed_up': {
    label: 'Création du compte du personnel',
    // The invitation used, when the account was not the clinic's first.
    details: z.strictObject({ ipAddress, invitationId: id.optional() }),
  },
  'staff.signed_in': {
    label: 'Connexion du personnel (mot de passe accepté)',
    details: z.strictObject({ ipAddress, secondFactor: z.enum(['setup', 'verify']) }),
  },
  'staff.sign_in_failed': {
    label: 'Échec de connexion du personnel',
    details: z.strictObject({ reason: z.enum(['unknown_email', 'wrong_password', 'deactivated']), ipAddress }),
  },
  'staff.second_factor_setup_started': { label: "Début de la configuration de l'authentification à deux facteurs", details: noDetails },
  'staff.second_factor_enabled': { label: 'Authentification à deux facteurs activée', details: secondFactorAttempt },
  'staff.second_factor_verified': { label: 'Code à deux facteurs accepté', details: secondFactorAttempt },
  'staff.second_factor_failed': {
    label: 'Code à deux facteurs refusé',
    details: secondFactorAttempt.extend({ reason: secondFactorFailure }),
  },
  'staff.backup_code_used': { label: 'Code de secours utilisé', details: secondFactorAttempt },
  'staff.backup_codes_regenerated': { label: 'Nouveaux codes de secours générés', details: secondFactorAttempt },
  'staff.second_factor_reset': { label: 'Authentification à deux facteurs réinitialisée', details: secondFactorAttempt },
  // The team: who did it is the event's actor, whom it is about its entity.
  'staff.invited': { label: 'Personne invitée dans l’équipe', details: z.strictObject({ role: z.enum(staffRoles) }) },
  'staff.invitation_revoked': { label: 'Invitation dans l’équipe révoquée', details: noDetails },
  'staff.deactivated': { label: 'Compte du personnel désactivé', details: z.strictObject({ sessionsEnded: count }) },
  'staff.reactivated': { label: 'Compte du personnel réactivé', details: noDetails },
  'staff.role_changed': {
    label: 'Rôle du personnel modifié',
    details: z.strictObject({ from: z.enum(staffRoles), to: z.enum(staffRoles) }),
  },
  'staff.second_factor_reset_by_admin': {
    label: 'Authentification à deux facteurs réinitialisée par l’administration',
    details: z.strictObject({ sessionsEnded: count }),
  },
  'staff.password_reset_sent': { label: 'Lien de réinitialisation du mot de passe envoyé', details: noDetails },
  'staff.password_reset_completed': {
    label: 'Mot de passe du personnel réinitialisé (lien par courriel)',
    details: z.strictObject({ sessionsEnded: count, secondFactor: z.boolean() }),
  },
  'staff.second_factor_locked': {
    label: "Double authentification verrouillée après trop d'essais",
    details: z.strictObject({ failedCodes: count }),
  },
  'staff.second_factor_unlocked': {
    label: 'Double authentification déverrouillée par le lien envoyé (nouveau mot de passe)',
    // Rows written before the unlock replaced the password have no details.
    details: z.strictObject({ passwordChanged: z.literal(true).optional(), sessionsEnded: count.optional() }),
  },
  'staff.password_changed': { label: 'Mot de passe du personnel modifié', details: z.strictObject({ sessionsEnded: count }) },
  // « Mon agenda sur mon téléphone »: the member's private feed, and each time a calendar reads it.
  'calendar_feed.created': { label: 'Lien d’agenda personnel créé', details: z.strictObject({ reset: z.boolean() }) },
  'calendar_feed.changed': { label: 'Lien d’agenda personnel modifié', details: z.strictObject({ fullNames: z.boolean() }) },
  'calendar_feed.removed': { label: 'Lien d’agenda personnel désactivé', details: noDetails },
  'calendar_feed.fetched': {
    label: 'Agenda personnel lu par un calendrier (rendez-vous)',
    details: z.strictObject({ visits: count, fullNames: z.boolean(), ipAddress }),
  },
  'session.ended': { label: 'Session terminée', details: z.strictObject({ by: z.literal('sessions_list') }) },
  'patient.signed_in': {
    label: 'Connexion du patient',
    details: z.strictObject({ method: z.enum(['password', 'magic_link', 'password_reset']) }),
  },
  'patient.sign_in_failed': { label: 'Échec de connexion du patient', details: z.strictObject({ method: z.literal('password') }) },
  'patient.password_set': { label: 'Mot de passe du patient défini', details: z.strictObject({ sessionsEnded: count }) },
  'patient.email_changed': { label: "Adresse de connexion du patient changée par l'équipe", details: noDetails },
  'patient_record.viewed': { label: 'Dossier patient consulté', details: noDetails },
  // « Importer des patients »: counts only, never a patient's data.
  'patients.imported': {
    label: 'Patients importés (fichier CSV)',
    details: z.strictObject({ rows: count, created: count, updated: count, skipped: count }),
  },
  // The preview shows the records on file a row may duplicate: a read of patients' details.
  'patients.import_previewed': {
    label: 'Aperçu d’une importation de patients (doublons possibles affichés)',
    details: z.strictObject({ rows: count, duplicates: count }),
  },
  'patients.import_undone': {
    label: 'Importation de patients annulée',
    details: z.strictObject({ removed: count, restored: count, kept: count }),
  },
  'patient_record.created': {
    label: 'Dossier patient créé',
    details: z.strictObject({ by: z.literal('appointment_form').optional(), duplicateConfirmed: z.boolean().optional() }),
  },
  'patient_record.updated': { label: 'Dossier patient modifié', details: changedFields },
  'patient_record.merged': {
    label: 'Dossiers patients fusionnés',
    details: z.strictObject({ duplicateId: id, moved: z.record(z.string(), z.union([count, z.boolean()])) }),
  },
  'patient_record.correction_requested': { label: 'Demande de correction du dossier (patient)', details: noDetails },
  'patient_record.clinical_viewed': { label: 'Dossier clinique consulté', details: noDetails },
  'patient_record.identity_updated': { label: 'Identité du dossier clinique modifiée', details: changedFields },
  'patient_record.exported': { label: 'Dossier clinique exporté', details: z.strictObject({ format: z.enum(['pdf', 'json']) }) },
  // Portability: the patient's own download logs her request (its id); a staff download names none.
  'personal_data.exported': {
    label: 'Données personnelles exportées (portabilité)',
    details: z.strictObject({ format: z.enum(['json', 'csv', 'pdf']), requestId: id.optional() }),
  },
  'episode.created': { label: 'Épisode de soins ouvert', details: z.strictObject({ patientId: id, consentRecorded: z.boolean() }) },
  'episode.updated': { label: 'Épisode de soins modifié', details: ofPatient },
  'episode.closed': { label: 'Épisode de soins clos', details: ofPatient },
  'episode.consent_recorded': { label: 'Consentement aux soins consigné', details: ofPatient },
  'attachment.added': {
    label: 'Document ajouté au dossier',
    details: z.strictObject({ patientId: id, kind: z.string(), mediaType: z.string(), sizeBytes: count }),
  },
  'attachment.downloaded': { label: 'Document du dossier téléchargé', details: ofPatient },
  'access_request.recorded': {
    label: "Demande d'accès au dossier consignée",
    details: z.strictObject({ patientId: id, dueOn: z.string() }),
  },
  'access_request.answered': { label: "Demande d'accès au dossier répondue", details: ofPatient },
  'clinical_note.history_viewed': { label: 'Historique des notes consulté', details: noDetails },
  'clinical_note.viewed': { label: 'Note clinique consultée', details: noDetails },
  'clinical_note.created': { label: 'Note clinique créée', details: z.strictObject({ signed: z.boolean() }) },
  'clinical_note.updated': { label: 'Note clinique modifiée', details: changedFields },
  'clinical_note.signed': { label: 'Note clinique signée', details: noDetails },
  'clinical_note.discarded': { label: 'Brouillon de note supprimé', details: noDetails },
  'clinical_note.addendum_added': { label: 'Addenda ajouté à une note', details: z.strictObject({ kind: z.string() }) },
  'appointment.created': {
    label: 'Rendez-vous créé',
    details: z.strictObject({ date: z.string(), time: z.string(), serviceTypeId: id, notify: z.boolean() }),
  },
  'appointment.updated': {
    label: 'Rendez-vous modifié ou déplacé',
    details: z.strictObject({
      changed: fieldNames,
      previous: z.strictObject({ date: z.string().nullable(), time: z.string().nullable() }),
      notify: z.boolean(),
      // Moved or restored by a batch operation.
      batchId: id.optional(),
    }),
  },
  'appointment.cancelled': {
    label: 'Rendez-vous annulé',
    // Cancelled by a batch operation (« journée maladie »).
    details: z.strictObject({ notify: z.boolean(), batchId: id.optional() }),
  },
  'appointment.status_changed': { label: 'Statut du rendez-vous changé', details: z.strictObject({ from: z.string(), to: z.string() }) },
  'appointment_request.scheduled': {
    label: 'Demande de rendez-vous planifiée',
    details: z.strictObject({ serviceTypeId: id, date: z.string(), time: z.string(), patientId: id.nullable() }),
  },
  'appointment_request.declined': { label: 'Demande de rendez-vous refusée', details: noDetails },
  'appointments.exported': {
    label: 'Rendez-vous exportés (CSV)',
    details: z.strictObject({
      count,
      from: z.string().nullable(),
      to: z.string().nullable(),
      status: z.string().nullable(),
      source: z.string().nullable(),
    }),
  },
  'blocked_time.created': {
    label: 'Période bloquée',
    details: z.strictObject({ startDate: z.string(), endDate: z.string(), overlapping: count }),
  },
  'blocked_time.deleted': { label: 'Blocage retiré', details: z.strictObject({ startDate: z.string(), endDate: z.string() }) },
  'waitlist.viewed': { label: "Liste d'attente consultée", details: listed },
  'waitlist_entry.removed': { label: "Retrait de la liste d'attente", details: noDetails },
  'slot_offer.created': { label: 'Créneau offert à la liste d’attente', details: z.strictObject({ invited: count }) },
  'slot_offers.viewed': { label: 'Offres de créneaux consultées', details: listed },
  'rebooking_request.created': {
    label: 'Demande de re-réservation envoyée',
    details: z.strictObject({ appointmentId: id.nullable(), slots: count }),
  },
  'rebooking_requests.viewed': { label: 'Demandes de re-réservation consultées', details: listed },
  'rebooking_request.answered': {
    label: 'Réponse à une demande de re-réservation',
    details: z.strictObject({ state: z.string(), appointmentId: id.nullable() }),
  },
  'outcome.history_viewed': { label: 'Mesures de résultats consultées', details: noDetails },
  'outcome.recorded': { label: 'Mesure de résultats enregistrée', details: z.strictObject({ patientId: id, questionnaire: z.string() }) },
  'questionnaire.requests_viewed': { label: 'Questionnaires envoyés consultés', details: noDetails },
  'questionnaire.sent': { label: 'Questionnaire envoyé au portail', details: z.strictObject({ patientId: id, questionnaire: z.string() }) },
  'questionnaire.cancelled': { label: 'Questionnaire retiré du portail', details: ofPatient },
  'questionnaire.completed': { label: 'Questionnaire rempli (patient)', details: z.strictObject({ questionnaire: z.string() }) },
  // « Questionnaire d'accueil »: every read and change of its answers.
  'intake_form.published': { label: "Nouvelle version du questionnaire d'accueil", details: z.strictObject({ version: count }) },
  'intake.sent': { label: "Questionnaire d'accueil envoyé", details: z.strictObject({ patientId: id, appointmentId: id }) },
  'intake.opened': { label: "Questionnaire d'accueil ouvert par le patient", details: ofPatient },
  'intake.draft_saved': { label: "Questionnaire d'accueil enregistré (brouillon)", details: ofPatient },
  'intake.signed': { label: "Questionnaire d'accueil signé", details: ofPatient },
  'intake.viewed': { label: "Questionnaire d'accueil consulté", details: ofPatient },
  'intake.reviewed': { label: "Questionnaire d'accueil marqué comme lu", details: ofPatient },
  // The configuration.
  'settings.invoicing_updated': { label: 'Paramètres de facturation modifiés', details: valuesChanged },
  // « Paramètres », one action per section (S1): the changed settings, each before and after.
  'settings.clinic_updated': { label: 'Paramètres de la clinique modifiés', details: valuesChanged },
  'settings.hours_updated': { label: "Heures d'ouverture modifiées", details: valuesChanged },
  'settings.closure_added': { label: 'Fermeture de la clinique ajoutée', details: valuesChanged },
  'settings.closure_removed': { label: 'Fermeture de la clinique retirée', details: valuesChanged },
  'settings.online_booking_updated': { label: 'Paramètres de réservation en ligne modifiés', details: valuesChanged },
  'settings.fees_updated': { label: 'Frais modifiés', details: valuesChanged },
  'settings.waitlist_reminders_updated': { label: "Paramètres de liste d'attente et de rappels modifiés", details: valuesChanged },
  'settings.public_site_updated': { label: 'Paramètres du site public modifiés', details: valuesChanged },
  'settings.privacy_updated': { label: 'Responsable de la protection des renseignements personnels modifié', details: valuesChanged },
  'settings.email_template_updated': {
    label: 'Modèle de courriel modifié',
    details: z.strictObject({ template: z.string(), changes: valuesChanged.shape.changes }),
  },
  'settings.email_template_restored': {
    label: "Modèle de courriel rétabli à l'original",
    details: z.strictObject({ template: z.string(), changes: valuesChanged.shape.changes }),
  },
  // « Textes du site »: each publication a new version, its parts before and after; a restore names the version it brings back (0: the site's own).
  'settings.site_texts_published': {
    label: 'Textes du site public publiés',
    details: z.strictObject({ version: count, changes: valuesChanged.shape.changes }),
  },
  'settings.site_texts_restored': {
    label: 'Textes du site public rétablis',
    details: z.strictObject({ version: count, restoredFrom: count, changes: valuesChanged.shape.changes }),
  },
  'settings.configuration_exported': { label: 'Configuration de la clinique exportée', details: noDetails },
  'settings.configuration_imported': {
    label: 'Configuration de la clinique importée',
    details: z.strictObject({ sections: z.array(z.string()), changes: count }),
  },
  // The services and desk products: each change with its values before and after.
  'service.created': { label: 'Service créé', details: valuesChanged },
  'service.updated': { label: 'Service modifié', details: valuesChanged },
  'service.deactivated': { label: 'Service désactivé', details: valuesChanged },
  'service.reactivated': { label: 'Service réactivé', details: valuesChanged },
  'service.moved': { label: 'Service déplacé dans la liste', details: valuesChanged },
  'product.created': { label: 'Produit créé', details: valuesChanged },
  'product.updated': { label: 'Produit modifié', details: valuesChanged },
  'product.deactivated': { label: 'Produit désactivé', details: valuesChanged },
  'product.reactivated': { label: 'Produit réactivé', details: valuesChanged },
  'product.moved': { label: 'Produit déplacé dans la liste', details: valuesChanged },
  // Finances at the desk: ids, numbers, cents and tenders; never a card detail.
  'invoice.draft_created': {
    label: 'Brouillon de facture créé',
    details: z.strictObject({ patientId: id, kind: z.string(), appointmentId: id.nullable(), totalCents: z.number().int() }),
  },
  'invoice.draft_updated': {
    label: 'Brouillon de facture modifié',
    details: z.strictObject({
      patientId: id,
      change: z.enum(['line_added', 'line_removed', 'line_amount_changed']),
      totalCents: z.number().int(),
    }),
  },
  'invoice.draft_deleted': {
    label: 'Brouillon de facture supprimé',
    details: z.strictObject({ patientId: id, kind: z.string(), totalCents: z.number().int() }),
  },
  'invoice.issued': {
    label: 'Facture émise',
    details: z.strictObject({
      patientId: id,
      number: z.string(),
      totalCents: z.number().int(),
      by: z.enum(['checkout', 'sent', 'issued']),
    }),
  },
  'invoice.sent': { label: 'Facture envoyée par courriel', details: z.strictObject({ patientId: id, number: z.string() }) },
  'invoice.fee_waived': { label: 'Frais annulés (renonciation)', details: z.strictObject({ patientId: id, reason: z.string() }) },
  'invoice.viewed': { label: 'Facture consultée', details: ofPatient },
  'invoices.viewed': { label: 'Liste des factures consultée', details: listed },
  'credit_note.issued': {
    label: 'Note de crédit émise',
    details: z.strictObject({ patientId: id, number: z.string(), invoiceNumber: z.string(), amountCents: z.number().int() }),
  },
  'payment.recorded': {
    label: 'Paiement encaissé',
    details: z.strictObject({
      patientId: id,
      checkoutId: id,
      // As handed over; a cash tender rounded to 5 cents with its rounding.
      tenders: z.array(z.strictObject({ tender: z.string(), amountCents: z.number().int(), roundingCents: z.number().int().optional() })),
      invoices: count,
      creditAppliedCents: z.number().int(),
      creditKeptCents: z.number().int(),
      /** The invoices the checkout paid: the receipt and a repeated request read them back. */
      invoiceIds: z.array(id).optional(),
      /** What each of `invoiceIds` received from the checkout (credit and tenders), in the same order. */
      appliedCents: z.array(z.number().int()).optional(),
    }),
  },
  'payment.voided': {
    label: 'Paiement annulé (journée ouverte)',
    details: z.strictObject({ patientId: id, amountCents: z.number().int() }),
  },
  'deposit.recorded': {
    label: 'Dépôt encaissé',
    details: z.strictObject({ patientId: id, appointmentId: id, tender: z.string(), amountCents: z.number().int() }),
  },
  'payment.refunded': {
    label: 'Remboursement',
    details: z.strictObject({
      patientId: id,
      paymentId: id.nullable(),
      tender: z.string(),
      amountCents: z.number().int(),
      // A card payment refunded otherwise than to its card: the administration's reason.
      offCardNote: z.string().optional(),
    }),
  },
  'payment.receipt_sent': { label: 'Reçu de paiement envoyé par courriel', details: ofPatient },
  // « Payer pour la famille »: one entry per person paid (her record's trail finds it), by the guardian.
  'family_payment.made': {
    label: 'Paiement pour la famille effectué',
    details: z.strictObject({
      patientId: id,
      guardianPatientId: id,
      familyPaymentId: id,
      amountCents: z.number().int(),
      creditAppliedCents: z.number().int(),
    }),
  },
  // « Assurances »: a receipt printed (the first print issues its number; every later one is a duplicate),
  // e-mailed, the list read, and what an insurer's network asks for.
  'insurance_receipt.printed': {
    label: 'Reçu pour assurance imprimé',
    details: z.strictObject({ patientId: id, appointmentId: id, channel: z.enum(['desk', 'portal', 'email']) }),
  },
  'insurance_receipt.sent': {
    label: 'Reçu pour assurance envoyé par courriel',
    details: z.strictObject({ patientId: id, appointmentId: id }),
  },
  'insurance_receipts.viewed': { label: 'Liste des reçus pour assurance consultée', details: listed },
  // « Relevé annuel des frais de soins »: a patient's statement read or printed (desk or portal), the
  // January batch that e-mails them, and the tax report read or exported.
  'yearly_statement.viewed': {
    label: 'Relevé annuel des frais de soins consulté',
    details: z.strictObject({ patientId: id, startDate: z.string(), endDate: z.string(), by: z.enum(['desk', 'portal']) }),
  },
  'yearly_statements.batch_started': {
    label: 'Envoi des relevés annuels lancé',
    details: z.strictObject({ startDate: z.string(), endDate: z.string(), count }),
  },
  'tax_report.viewed': { label: 'Rapport de taxes consulté', details: z.strictObject({ startDate: z.string(), endDate: z.string() }) },
  'tax_report.exported': {
    label: 'Rapport de taxes exporté (CSV)',
    details: z.strictObject({ startDate: z.string(), endDate: z.string(), format: z.string() }),
  },
  'patient.insurance_updated': {
    label: 'Régime d’assurance du patient modifié',
    details: z.strictObject({ patientId: id, fields: fieldNames }),
  },
  'settings.insurance_updated': { label: 'Paramètres d’assurance modifiés', details: valuesChanged },
  // Families: a guardian linked to a dependant from the file, the link ended, a teen's agreement that it holds past 14.
  'family_link.created': {
    label: 'Lien familial ajouté',
    details: z.strictObject({ patientId: id, guardianPatientId: id, relationship: z.enum(familyRelationships), agreed: z.boolean() }),
  },
  // A guardian added a child while booking in the portal: a new record and her link to it, which the
  // clinic confirms like any new patient; `duplicates` counts the records it looks like (« Doublons possibles »).
  'family_link.added_by_guardian': {
    label: 'Enfant ajouté au portail par son parent',
    details: z.strictObject({ patientId: id, guardianPatientId: id, relationship: z.enum(familyRelationships), duplicates: count }),
  },
  'family_link.ended': { label: 'Lien familial retiré', details: z.strictObject({ patientId: id, guardianPatientId: id }) },
  'family_link.agreement_recorded': {
    label: 'Accord de la personne à charge consigné (accès d’un responsable)',
    details: z.strictObject({ patientId: id, guardianPatientId: id }),
  },
  // Claims followed to payment: a case opened, a claim made, its status changed, a follow-up with the
  // payer, the claims read (their numbers are personal data), and a payer's payment applied.
  'insurance_case.created': {
    label: 'Dossier SAAQ ou CNESST ouvert',
    details: z.strictObject({ patientId: id, caseId: id, payer: z.enum(['saaq', 'cnesst']) }),
  },
  'insurance_cases.viewed': { label: 'Dossiers SAAQ et CNESST consultés', details: z.strictObject({ patientId: id, count }) },
  'insurance_claim.created': {
    label: 'Réclamation créée',
    details: z.strictObject({ patientId: id, claimId: id, payer: z.string(), invoiceIds: z.array(id), claimedCents: count }),
  },
  'insurance_claim.status_changed': {
    label: 'Statut de réclamation modifié',
    details: z.strictObject({ patientId: id, claimId: id, fromStatus: z.string(), toStatus: z.string() }),
  },
  'insurance_claim.followed_up': {
    label: 'Réclamation relancée',
    details: z.strictObject({ patientId: id, claimId: id, followedUpOn: z.string() }),
  },
  'insurance_claims.viewed': { label: 'Réclamations consultées', details: listed },
  'payer_payment.recorded': {
    label: 'Paiement d’un payeur inscrit',
    details: z.strictObject({
      payerPaymentId: id,
      payer: z.string(),
      tender: z.string(),
      amountCents: count,
      claimIds: z.array(id),
      patientIds: z.array(id),
    }),
  },
  'payment.reminder_sent': {
    label: 'Rappel de paiement envoyé',
    details: z.strictObject({ patientId: id, invoices: count, batchId: id.optional() }),
  },
  'payments.viewed': { label: 'Paiements consultés', details: listed },
  'payments.exported': {
    label: 'Paiements exportés (CSV)',
    details: z.strictObject({ count, from: z.string().nullable(), to: z.string().nullable() }),
  },
  'cash_closing.closed': {
    label: 'Caisse fermée',
    details: z.strictObject({
      businessDate: z.string(),
      expectedCents: z.number().int(),
      countedCents: z.number().int(),
      differenceCents: z.number().int(),
      /** The drawer's float (absent from closes recorded before floats were counted). */
      openingCashCents: z.number().int().optional(),
    }),
  },
  'cash_day.reopened': {
    label: 'Journée de caisse rouverte',
    details: z.strictObject({ businessDate: z.string(), closingId: id, reason: z.string() }),
  },
  'cash_closing.viewed': { label: 'Journée de caisse consultée', details: z.strictObject({ businessDate: z.string() }) },
  'cash_closings.viewed': { label: 'Journées fermées consultées', details: listed },
  // « Analyses »: the clinic's figures for a period, and the list behind one of them (on screen or as CSV).
  'analyses.viewed': {
    label: 'Analyses de la clinique consultées',
    details: z.strictObject({ startDate: z.string(), endDate: z.string() }),
  },
  'analyses.list_viewed': {
    label: 'Liste derrière un chiffre des analyses consultée',
    details: z.strictObject({ figure: z.string(), startDate: z.string(), endDate: z.string(), count }),
  },
  'analyses.list_exported': {
    label: 'Liste derrière un chiffre des analyses exportée (CSV)',
    details: z.strictObject({ figure: z.string(), startDate: z.string(), endDate: z.string(), count }),
  },
  // « Rapports financiers »: the report of a period, and the list behind one of its figures (on screen or as CSV).
  'financial_report.viewed': {
    label: 'Rapports financiers consultés',
    details: z.strictObject({ startDate: z.string(), endDate: z.string() }),
  },
  'financial_report.list_viewed': {
    label: 'Liste derrière un chiffre des rapports financiers consultée',
    details: z.strictObject({ list: z.string(), startDate: z.string(), endDate: z.string(), count }),
  },
  'financial_report.list_exported': {
    label: 'Liste derrière un chiffre des rapports financiers exportée (CSV)',
    details: z.strictObject({ list: z.string(), startDate: z.string(), endDate: z.string(), count }),
  },
  // « Progrès des patients »: the visit-drop funnel and the episodes' outcomes of a period, on screen or as CSV.
  'progress.viewed': {
    label: 'Progrès des patients consultés',
    details: z.strictObject({ startDate: z.string(), endDate: z.string() }),
  },
  'progress.list_exported': {
    label: 'Liste des progrès des patients exportée (CSV)',
    details: z.strictObject({ list: z.string(), startDate: z.string(), endDate: z.string(), count }),
  },
  'actionable.viewed': {
    label: 'Analyses actionnables consultées',
    details: z.strictObject({ count }),
  },
  'actionable.exported': {
    label: 'Liste des analyses actionnables exportée (CSV)',
    details: z.strictObject({ list: z.string(), count }),
  },
  'actionable.rebooking_offered': {
    label: 'Rendez-vous proposé depuis les analyses actionnables',
    details: z.strictObject({ patientId: id, list: z.enum(['reexam', 'episode']), slots: count, batchId: id }),
  },
  'actionable.reactivation_sent': {
    label: 'Message de réactivation envoyé',
    details: z.strictObject({ patientId: id, overridden: z.boolean(), slots: count, batchId: id }),
  },
  'actionable.slot_offered': {
    label: 'Créneau libre offert à une personne en attente',
    details: z.strictObject({ entryId: id, batchId: id }),
  },
  'actionable.exclusion_overridden': {
    label: 'Exclusion du message de réactivation levée, avec sa raison',
    details: z.strictObject({ patientId: id, overrideId: id }),
  },
  'receivables.viewed': { label: 'Comptes à recevoir consultés', details: z.strictObject({ asOf: z.string(), count }) },
  'statement.viewed': { label: 'État de compte consulté', details: ofPatient },
  'account.viewed': { label: 'Compte du patient consulté', details: ofPatient },
  // Automation. Batch writes carry the batch id; each appointment a batch cancels or
  // moves also gets its own `appointment.*` entry with the batch id.
  'automation_rule.updated': {
    label: 'Règle d’automatisation modifiée',
    details: z.strictObject({ rule: z.string(), before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) }),
  },
  'automation_rule.test_sent': { label: 'Courriel de test envoyé', details: z.strictObject({ rule: z.string(), template: z.string() }) },
  'automation.messages_viewed': { label: 'Courriels automatiques consultés', details: listed },
  'automation.texts_viewed': { label: 'Textos automatiques consultés', details: listed },
  'automation.text_reply_read': { label: 'Réponse par texto marquée lue', details: z.strictObject({ replyId: id, patientId: id }) },
  'text_reply.handled': { label: 'Réponse par texto traitée', details: z.strictObject({ replyId: id, patientId: id }) },
  'automation.message_retried': { label: 'Courriel réessayé', details: z.strictObject({ messageId: id, patientId: id.nullable() }) },
  'automation.digest_sent': { label: 'Résumé quotidien des échecs envoyé', details: z.strictObject({ failed: count }) },
  'automation.cancellations_viewed': {
    label: 'Annulations automatisées consultées',
    details: z.strictObject({ month: z.string(), count }),
  },
  'batch.previewed': { label: 'Aperçu d’une opération groupée', details: z.strictObject({ kind: z.string(), count }) },
  'batch.run': {
    label: 'Opération groupée lancée',
    details: z.strictObject({ batchId: id, kind: z.string(), touched: count, emails: count }),
  },
  'batch.undone': { label: 'Opération groupée annulée', details: z.strictObject({ batchId: id, restored: count, kept: count }) },
  'batch.viewed': { label: 'Opération groupée consultée', details: z.strictObject({ batchId: id }) },
  'monitoring.viewed': { label: 'Surveillance du système consultée', details: noDetails },
  'backup_key.copy_confirmed': {
    label: 'Copie de la clé de sauvegarde confirmée',
    // Which key: its fingerprint, never the key.
    details: z.strictObject({ fingerprint: z.string() }),
  },
  'backup_key.copy_withdrawn': {
    label: 'Confirmation de la copie de la clé de sauvegarde retirée',
    details: z.strictObject({ fingerprint: z.string() }),
  },
  'client_errors.viewed': { label: 'Journal des erreurs consulté', details: listed },
  'soap_template.created': { label: 'Modèle de note SOAP créé', details: noDetails },
  'soap_template.updated': { label: 'Modèle de note SOAP modifié', details: changedFields },
  'soap_template.deactivated': { label: 'Modèle de note SOAP désactivé', details: noDetails },
  'soap_template.activated': { label: 'Modèle de note SOAP réactivé', details: noDetails },
  'soap_template.moved': {
    label: 'Modèle de note SOAP déplacé dans la liste',
    details: z.strictObject({ direction: z.enum(['up', 'down']), swappedWith: id }),
  },
  // The confidentiality incident register: the reference is the register's own number.
  'privacy_incidents.viewed': { label: 'Registre des incidents de confidentialité consulté', details: listed },
  'privacy_incident.viewed': { label: 'Incident de confidentialité consulté', details: z.strictObject({ reference: z.string() }) },
  'privacy_incident.recorded': { label: 'Incident de confidentialité consigné', details: z.strictObject({ reference: z.string() }) },
  'privacy_incident.updated': {
    label: 'Incident de confidentialité modifié',
    details: z.strictObject({ reference: z.string(), fields: fieldNames }),
  },
  'privacy_incidents.exported': {
    label: 'Registre des incidents exporté',
    details: z.strictObject({ format: z.enum(['csv', 'pdf']), count, from: z.string().nullable(), to: z.string().nullable() }),
  },
  'privacy_incident.notice_prepared': {
    label: 'Avis aux personnes concernées préparé',
    details: z.strictObject({ reference: z.string(), format: z.enum(['text', 'pdf']) }),
  },
  // The queue of requests (« Demandes d'accès et de rectification »): the reference is the queue's own number.
  'privacy_requests.viewed': { label: 'Demandes d’accès et de rectification consultées', details: listed },
  'privacy_request.recorded': {
    label: 'Demande sur des renseignements personnels consignée',
    details: z.strictObject({ kind: z.string(), patientId: id.nullable() }),
  },
  'privacy_request.answered': {
    label: 'Réponse à une demande sur des renseignements personnels consignée',
    details: z.strictObject({ reference: z.string(), status: z.enum(['answered', 'refused']) }),
  },
  'privacy_request.letter_sent': { label: 'Lettre de réponse à une demande envoyée', details: z.strictObject({ reference: z.string() }) },
  'privacy_request.letter_printed': {
    label: 'Lettre de réponse à une demande imprimée (PDF)',
    details: z.strictObject({ reference: z.string() }),
  },
  // The retention review: the records past their period, each decision with its ids and counts.
  'retention.review_viewed': { label: 'Révision de la conservation des dossiers consultée', details: listed },
  'retention.record_anonymised': {
    label: 'Dossier anonymisé (période de conservation écoulée)',
    details: z.strictObject({ patientId: id, decisionId: id }),
  },
  'retention.record_destroyed': {
    label: 'Dossier clinique détruit (période de conservation écoulée)',
    details: z.strictObject({ patientId: id, decisionId: id, notes: count, attachments: count }),
  },
  'retention.record_kept': {
    label: 'Dossier conservé au-delà de sa période (motif indiqué)',
    details: z.strictObject({ patientId: id, decisionId: id }),
  },
  'retention.hold_placed': {
    label: 'Suspension légale de la destruction d’un dossier posée',
    details: z.strictObject({ patientId: id, holdId: id, incidentId: id.nullable() }),
  },
  'retention.hold_released': {
    label: 'Suspension légale de la destruction d’un dossier levée',
    details: z.strictObject({ patientId: id, holdId: id }),
  },
  'retention.reminder_sent': { label: 'Rappel mensuel des dossiers à réviser envoyé', details: z.strictObject({ count }) },
  // The consent ledger: a new version of a text; a patient's consents read, given, withdrawn.
  'consent_text.published': {
    label: 'Nouvelle version d’un texte de consentement publiée',
    details: z.strictObject({ kind: z.enum(consentKinds), version: count }),
  },
  'patient_consents.viewed': { label: 'Consentements du patient consultés', details: ofPatient },
  'consent.given': {
    label: 'Consentement enregistré',
    details: z.strictObject({ patientId: id, kind: z.enum(consentKinds), version: count, channel: z.enum(consentChannels) }),
  },
  'consent.withdrawn': {
    label: 'Consentement retiré',
    details: z.strictObject({ patientId: id, kind: z.enum(consentKinds), channel: z.enum(consentChannels), waitlistEntriesEnded: count }),
  },
  // The audit trail itself: its export for the privacy officer, with the filters it was given.
  'audit_trail.exported': {
    label: 'Journal d’audit exporté (CSV)',
    details: z.strictObject({
      count,
      patientId: id.nullable(),
      staffId: id.nullable(),
      action: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  },
} as const satisfies Record<string, AuditActionDefinition>;

/** An action the API may record. */
export type AuditAction = keyof typeof auditActions;

/** The details `action` carries, as the writer gives them. */
export type AuditDetails<A extends AuditAction> = z.input<(typeof auditActions)[A]['details']>;

export const auditActionNames = Object.keys(auditActions) as AuditAction[];

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(auditActions, action);
}

/**
 * The names the API wrote before they were put in one tense, and what they became (migration
 * 0007_audit_action_names renames the stored rows; kept here so the migration and its test agree).
 */
export const renamedAuditActions = {
  'staff.sign_up': 'staff.signed_up',
  'staff.sign_in': 'staff.signed_in',
  'patient.sign_in': 'patient.signed_in',
  'appointment.create': 'appointment.created',
  'appointment.update': 'appointment.updated',
  'appointment.cancel': 'appointment.cancelled',
  'appointment.status_change': 'appointment.status_changed',
  'appointment_request.schedule': 'appointment_request.scheduled',
  'appointment_request.decline': 'appointment_request.declined',
  'appointments.export': 'appointments.exported',
  'blocked_time.create': 'blocked_time.created',
  'blocked_time.delete': 'blocked_time.deleted',
  'waitlist.read': 'waitlist.viewed',
  'waitlist_entry.remove': 'waitlist_entry.removed',
  'slot_offer.create': 'slot_offer.created',
  'slot_offers.read': 'slot_offers.viewed',
  'rebooking_request.create': 'rebooking_request.created',
  'rebooking_request.list': 'rebooking_requests.viewed',
  'rebooking_request.answer': 'rebooking_request.answered',
} as const satisfies Record<string, AuditAction>;

/**
 * The French label of a recorded action. A row the catalogue does not list (written by an older
 * or newer server) gets a generic label with its name, so the screen never shows a bare code.
 */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? auditActions[action].label : `Action non répertoriée (${action})`;
}
