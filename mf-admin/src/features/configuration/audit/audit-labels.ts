// The audit trail in French, declared once: every action the API writes, who did it, and the
// details worth reading. An action or a value not listed here (a newer server) is shown as it
// was recorded rather than hidden; a detail key not listed is left out, so the screen never shows
// raw JSON.
import type { AuditActorType } from 'shared-domain/audit-actor';

export const auditActionLabels: Readonly<Record<string, string>> = {
  'staff.sign_up': 'Création du compte du personnel',
  'staff.sign_in': 'Connexion du personnel (mot de passe accepté)',
  'staff.sign_in_failed': 'Échec de connexion du personnel',
  'staff.second_factor_setup_started': "Début de la configuration de l'authentification à deux facteurs",
  'staff.second_factor_enabled': 'Authentification à deux facteurs activée',
  'staff.second_factor_verified': 'Code à deux facteurs accepté',
  'staff.second_factor_failed': 'Code à deux facteurs refusé',
  'staff.backup_code_used': 'Code de secours utilisé',
  'staff.backup_codes_regenerated': 'Nouveaux codes de secours générés',
  'staff.second_factor_reset': 'Authentification à deux facteurs réinitialisée',
  'session.ended': 'Session terminée',
  'patient.sign_in': 'Connexion du patient',
  'patient.sign_in_failed': 'Échec de connexion du patient',
  'patient.password_set': 'Mot de passe du patient défini',
  'patient_record.viewed': 'Dossier patient consulté',
  'patient_record.created': 'Dossier patient créé',
  'patient_record.updated': 'Dossier patient modifié',
  'patient_record.merged': 'Dossiers patients fusionnés',
  'patient_record.correction_requested': 'Demande de correction du dossier (patient)',
  'patient_record.clinical_viewed': 'Dossier clinique consulté',
  'patient_record.identity_updated': 'Identité du dossier clinique modifiée',
  'patient_record.exported': 'Dossier clinique exporté',
  'episode.created': 'Épisode de soins ouvert',
  'episode.updated': 'Épisode de soins modifié',
  'episode.closed': 'Épisode de soins clos',
  'episode.consent_recorded': 'Consentement aux soins consigné',
  'attachment.added': 'Document ajouté au dossier',
  'attachment.downloaded': 'Document du dossier téléchargé',
  'access_request.recorded': "Demande d'accès au dossier consignée",
  'access_request.answered': "Demande d'accès au dossier répondue",
  'clinical_note.history_viewed': 'Historique des notes consulté',
  'clinical_note.viewed': 'Note clinique consultée',
  'clinical_note.created': 'Note clinique créée',
  'clinical_note.updated': 'Note clinique modifiée',
  'clinical_note.signed': 'Note clinique signée',
  'clinical_note.discarded': 'Brouillon de note supprimé',
  'clinical_note.addendum_added': 'Addenda ajouté à une note',
  'appointment.create': 'Rendez-vous créé',
  'appointment.update': 'Rendez-vous modifié ou déplacé',
  'appointment.cancel': 'Rendez-vous annulé',
  'appointment.status_change': 'Statut du rendez-vous changé',
  'appointment_request.schedule': 'Demande de rendez-vous planifiée',
  'appointment_request.decline': 'Demande de rendez-vous refusée',
  'appointments.export': 'Rendez-vous exportés (CSV)',
  'blocked_time.create': 'Période bloquée',
  'blocked_time.delete': 'Blocage retiré',
  'waitlist.read': "Liste d'attente consultée",
  'waitlist_entry.remove': "Retrait de la liste d'attente",
  'slot_offer.create': 'Créneau offert à la liste d’attente',
  'slot_offers.read': 'Offres de créneaux consultées',
  'rebooking_request.create': 'Demande de re-réservation envoyée',
  'rebooking_request.list': 'Demandes de re-réservation consultées',
  'rebooking_request.answer': 'Réponse à une demande de re-réservation',
  'outcome.history_viewed': 'Mesures de résultats consultées',
  'outcome.recorded': 'Mesure de résultats enregistrée',
  'questionnaire.requests_viewed': 'Questionnaires envoyés consultés',
  'questionnaire.sent': 'Questionnaire envoyé au portail',
  'questionnaire.cancelled': 'Questionnaire retiré du portail',
  'questionnaire.completed': 'Questionnaire rempli (patient)',
  'soap_template.created': 'Modèle de note SOAP créé',
  'soap_template.updated': 'Modèle de note SOAP modifié',
  'soap_template.deactivated': 'Modèle de note SOAP désactivé',
  'soap_template.activated': 'Modèle de note SOAP réactivé',
  'soap_template.moved': 'Modèle de note SOAP déplacé dans la liste',
};

export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action) ? (auditActionLabels[action] ?? action) : action;
}

const actorLabels: Record<AuditActorType, string> = {
  staff: 'Membre du personnel',
  patient: 'Patient',
  public: 'Visiteur',
  system: 'Système',
};

/** Who: a staff member by name when the account still exists, otherwise the kind of actor. */
export function auditActorLabel(event: { actorType: AuditActorType; actorName: string | null }): string {
  if (event.actorType === 'staff' && event.actorName) return event.actorName;
  return actorLabels[event.actorType] ?? event.actorType;
}

const valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  reason: {
    unknown_email: 'courriel inconnu',
    wrong_password: 'mot de passe erroné',
    invalid_code: 'code invalide',
    replayed_code: 'code déjà utilisé',
    invalid_backup_code: 'code de secours invalide',
    rate_limited: 'trop de tentatives',
    not_set_up: 'authentification à deux facteurs non configurée',
    unreadable_secret: 'secret illisible',
  },
  method: { password: 'mot de passe', magic_link: 'lien magique' },
  attemptType: { setup: 'configuration', totp: "code de l'application", backup_code: 'code de secours' },
  secondFactor: { setup: 'configuration à faire', verify: 'code demandé' },
  by: { sessions_list: 'liste des sessions' },
  format: { pdf: 'PDF', json: 'JSON' },
};

/** The details shown, in this order, with their French names. */
const detailLabels: readonly [key: string, label: string][] = [
  ['reason', 'Motif'],
  ['method', 'Méthode'],
  ['attemptType', 'Type de code'],
  ['secondFactor', 'Deux facteurs'],
  ['by', 'Depuis'],
  ['sessionsEnded', 'Sessions fermées'],
  ['format', 'Format'],
  ['ipAddress', 'Adresse IP'],
];

/** The details that matter, as 'Motif : mot de passe erroné'; empty when there are none. */
export function auditDetailLines(details: Readonly<Record<string, unknown>> | null): string[] {
  if (!details) return [];
  const lines: string[] = [];
  for (const [key, label] of detailLabels) {
    const value = details[key];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    if (text === '') continue;
    const known = valueLabels[key];
    lines.push(`${label} : ${known && Object.hasOwn(known, text) ? known[text] : text}`);
  }
  return lines;
}
