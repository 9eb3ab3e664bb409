// An audit event's details in French, as the « Journal d'audit », its CSV export and the patient
// file's « Qui a consulté ce dossier ? » show them: a setting's new value beside its old one
// (« Heure d'ouverture du lundi : 08:00 → 09:00 »), the names of the fields a record change touched,
// counts, references and the sign-in details worth reading. Only what is listed here is shown: a
// detail not listed is left out, so no raw JSON and no typed text (a waiver's reason, a refund's
// note) ever reaches the screen. A record's changed fields are named, never their values: a
// patient's or a note's values are health information.
import { staffRoleLabels } from '../accounts/staff-role';
import { claimStatusLabels } from '../billing/insurance-claim';
import { insuranceSettingsLabels, patientInsuranceLabels } from '../billing/insurance-plan';
import { invoiceNumberingLabels } from '../billing/invoice-numbering';
import { timelyCancellationDepositLabels } from '../billing/deposit-on-cancellation';
import { productLabels, serviceLabels } from '../clinic/clinic-catalogue';
import {
  clinicSectionLabels,
  closureLabels,
  feesLabels,
  hoursLabels,
  onlineBookingLabels,
  privacyLabels,
  publicSiteLabels,
  settingsSectionTitles,
  waitlistRemindersLabels,
  weekdayKeys,
  weekdayNames,
} from '../clinic/clinic-settings';
import { emailTemplateLabels } from '../clinic/email-templates';
import { siteTextsLabels } from '../clinic/site-texts';
import { recordLabels } from '../clinical/clinical-record';
import { soapSectionLabels } from '../clinical/clinical-note';
import { patientLabels } from '../patients/patient';
import { appointmentStatusLabel } from '../scheduling/appointment-status';
import { formatMoney } from './format';
import { actionableListLabels } from '../analytics/actionable-lists';

type Details = Readonly<Record<string, unknown>>;
type Labels = Readonly<Record<string, string>>;

/** The labels of each action whose details are `{ changes: { field: { before, after } } }`. */
const changeLabels: Readonly<Record<string, Labels>> = {
  'settings.clinic_updated': clinicSectionLabels,
  'settings.closure_added': closureLabels,
  'settings.closure_removed': closureLabels,
  'settings.online_booking_updated': onlineBookingLabels,
  'settings.fees_updated': feesLabels,
  'settings.waitlist_reminders_updated': waitlistRemindersLabels,
  'settings.public_site_updated': publicSiteLabels,
  'settings.privacy_updated': privacyLabels,
  'settings.invoicing_updated': invoiceNumberingLabels,
  'settings.insurance_updated': insuranceSettingsLabels,
  'settings.email_template_updated': emailTemplateLabels,
  'settings.email_template_restored': emailTemplateLabels,
  'settings.site_texts_published': siteTextsLabels,
  'settings.site_texts_restored': siteTextsLabels,
  'service.created': serviceLabels,
  'service.updated': serviceLabels,
  'service.deactivated': serviceLabels,
  'service.reactivated': serviceLabels,
  'service.moved': serviceLabels,
  'product.created': productLabels,
  'product.updated': productLabels,
  'product.deactivated': productLabels,
  'product.reactivated': productLabels,
  'product.moved': productLabels,
};

/** Settings kept in cents. */
const moneyFields = new Set(['noShowFee', 'lateCancellationFee', 'price', 'depositAmount', 'priceCents', 'depositCents']);

/** Longer than this, a setting's text (an e-mail's message) is said to have changed rather than quoted. */
const quotedTextMax = 80;

/** The names a record's changed fields are shown by (patient file, clinical record, note). */
const fieldLabels: Labels = { ...patientLabels, ...patientInsuranceLabels, ...recordLabels, ...soapSectionLabels };

/** Settings chosen from a list: their values as the form names them. */
const choiceLabels: Record<string, Record<string, string>> = { timelyCancellationDeposit: timelyCancellationDepositLabels };

function settingValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'string' && choiceLabels[field]?.[value]) return choiceLabels[field][value];
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return moneyFields.has(field) ? formatMoney(value) : String(value);
  if (typeof value === 'string') return value.length > quotedTextMax ? 'texte modifié' : value;
  return 'modifié';
}

function changeLine(field: string, label: string, change: { before: unknown; after: unknown }): string {
  const before = settingValue(field, change.before);
  const after = settingValue(field, change.after);
  if (after === 'modifié' || after === 'texte modifié') return `${label} : modifié`;
  return `${label} : ${before} → ${after}`;
}

type Day = { enabled?: unknown; start?: unknown; end?: unknown; breaks?: unknown };

function breaksText(breaks: unknown): string {
  if (!Array.isArray(breaks) || breaks.length === 0) return 'aucune';
  return breaks.map((pause: { start?: unknown; end?: unknown }) => `${String(pause.start)}–${String(pause.end)}`).join(', ');
}

/** One day of the week's change: « Heure d'ouverture du lundi : 08:00 → 09:00 ». */
function hoursLines(weekdayKey: string, change: { before: unknown; after: unknown }): string[] {
  const weekday = weekdayKeys.indexOf(weekdayKey as (typeof weekdayKeys)[number]);
  const dayName = weekday >= 0 ? (weekdayNames[weekday] ?? weekdayKey) : weekdayKey;
  const ofDay = `du ${dayName.toLowerCase()}`;
  const before = (change.before ?? {}) as Day;
  const after = (change.after ?? {}) as Day;
  const lines: string[] = [];
  if (before.enabled !== after.enabled)
    lines.push(`${dayName} : ${before.enabled ? 'ouvert' : 'fermé'} → ${after.enabled ? 'ouvert' : 'fermé'}`);
  if (before.start !== after.start)
    lines.push(`Heure d'${hoursLabels.start.toLowerCase()} ${ofDay} : ${String(before.start)} → ${String(after.start)}`);
  if (before.end !== after.end)
    lines.push(`Heure de ${hoursLabels.end.toLowerCase()} ${ofDay} : ${String(before.end)} → ${String(after.end)}`);
  const pausesBefore = breaksText(before.breaks);
  const pausesAfter = breaksText(after.breaks);
  if (pausesBefore !== pausesAfter) lines.push(`Pauses ${ofDay} : ${pausesBefore} → ${pausesAfter}`);
  return lines;
}

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
}

function valueChangeLines(action: string, changes: unknown): string[] {
  if (typeof changes !== 'object' || changes === null) return [];
  const lines: string[] = [];
  for (const [field, change] of Object.entries(changes)) {
    if (!isChange(change)) continue;
    if (action === 'settings.hours_updated') {
      lines.push(...hoursLines(field, change));
      continue;
    }
    const labels = changeLabels[action] ?? {};
    lines.push(changeLine(field, Object.hasOwn(labels, field) ? (labels[field] ?? field) : field, change));
  }
  return lines;
}

const valueLabels: Readonly<Record<string, Labels>> = {
  list: actionableListLabels,
  method: { password: 'mot de passe', magic_link: 'lien magique', password_reset: 'réinitialisation du mot de passe' },
  attemptType: { setup: 'configuration', totp: "code de l'application", backup_code: 'code de secours' },
  secondFactor: { setup: 'configuration à faire', verify: 'code demandé' },
  by: {
    sessions_list: 'liste des sessions',
    appointment_form: 'formulaire de rendez-vous',
    checkout: 'encaissement',
    sent: 'envoi',
    issued: 'émission',
    desk: 'comptoir',
    portal: 'portail',
  },
  format: { pdf: 'PDF', json: 'JSON', csv: 'CSV', text: 'texte' },
  fromStatus: claimStatusLabels,
  toStatus: claimStatusLabels,
};

/** A sign-in refusal's reason, by its code: a reason that is not one of these (a waiver's typed reason) is never shown. */
const reasonLabels: Labels = {
  unknown_email: 'courriel inconnu',
  wrong_password: 'mot de passe erroné',
  deactivated: 'compte désactivé',
  invalid_code: 'code invalide',
  replayed_code: 'code déjà utilisé',
  invalid_backup_code: 'code de secours invalide',
  rate_limited: 'trop de tentatives',
  not_set_up: 'authentification à deux facteurs non configurée',
  unreadable_secret: 'secret illisible',
  locked: 'verrouillée',
};

/** Plain details shown as « Label : valeur », in this order. */
const plainLabels: readonly [key: string, label: string][] = [
  ['reference', 'Référence'],
  ['number', 'Numéro'],
  ['invoiceNumber', 'Facture'],
  ['businessDate', 'Journée'],
  ['date', 'Date'],
  ['time', 'Heure'],
  ['startDate', 'Du'],
  ['endDate', 'Au'],
  ['dueOn', 'Échéance'],
  ['questionnaire', 'Questionnaire'],
  ['version', 'Version'],
  ['template', 'Modèle'],
  ['rule', 'Règle'],
  ['count', 'Nombre'],
  ['list', 'Liste'],
  ['slots', 'Créneaux proposés'],
  ['rows', 'Lignes'],
  ['created', 'Créés'],
  ['updated', 'Mis à jour'],
  ['skipped', 'Ignorés'],
  ['duplicates', 'Doublons possibles'],
  ['removed', 'Retirés'],
  ['restored', 'Rétablis'],
  ['kept', 'Conservés'],
  ['invited', 'Invités'],
  ['sessionsEnded', 'Sessions fermées'],
  ['failedCodes', 'Codes refusés'],
  ['method', 'Méthode'],
  ['attemptType', 'Type de code'],
  ['secondFactor', 'Deux facteurs'],
  ['by', 'Depuis'],
  ['format', 'Format'],
  ['fromStatus', 'Statut avant'],
  ['toStatus', 'Nouveau statut'],
  ['followedUpOn', 'Relancée le'],
  ['ipAddress', 'Adresse IP'],
];

const amountLabels: readonly [key: string, label: string][] = [
  ['totalCents', 'Total'],
  ['amountCents', 'Montant'],
  ['expectedCents', 'Attendu'],
  ['countedCents', 'Compté'],
  ['differenceCents', 'Écart'],
  ['creditAppliedCents', 'Crédit au compte utilisé'],
];

function plainLines(details: Details): string[] {
  const lines: string[] = [];
  if (typeof details.reason === 'string' && Object.hasOwn(reasonLabels, details.reason))
    lines.push(`Motif : ${reasonLabels[details.reason]}`);
  for (const [key, label] of plainLabels) {
    const value = details[key];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    if (text === '') continue;
    const known = valueLabels[key];
    lines.push(`${label} : ${known && Object.hasOwn(known, text) ? known[text] : text}`);
  }
  for (const [key, label] of amountLabels) {
    const value = details[key];
    if (typeof value === 'number' && Number.isInteger(value)) lines.push(`${label} : ${formatMoney(value)}`);
  }
  return lines;
}

function roleLabel(role: unknown): string {
  return typeof role === 'string' && Object.hasOwn(staffRoleLabels, role)
    ? staffRoleLabels[role as keyof typeof staffRoleLabels]
    : String(role);
}

/** The lines an action adds before the plain details: who became what, which fields changed. */
function actionLines(action: string, details: Details): string[] {
  if (action === 'staff.role_changed') return [`Rôle : ${roleLabel(details.from)} → ${roleLabel(details.to)}`];
  if (action === 'staff.invited' && typeof details.role === 'string') return [`Rôle : ${roleLabel(details.role)}`];
  if (action === 'appointment.status_changed' && typeof details.from === 'string' && typeof details.to === 'string') {
    return [`Statut : ${appointmentStatusLabel(details.from)} → ${appointmentStatusLabel(details.to)}`];
  }
  if (action === 'appointment.updated' && typeof details.previous === 'object' && details.previous !== null) {
    const previous = details.previous as { date?: unknown; time?: unknown };
    const was = [previous.date, previous.time].filter((part) => typeof part === 'string' && part !== '').join(' à ');
    return was === '' ? [] : [`Avant : ${was}`];
  }
  return [];
}

function fieldLines(details: Details): string[] {
  const fields = details.fields;
  if (!Array.isArray(fields) || fields.length === 0) return [];
  const names = fields
    .filter((field): field is string => typeof field === 'string')
    .map((field) => (Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : field));
  return [`Champs modifiés : ${names.join(', ')}`];
}

/** The details of an event of `action` that are worth reading, in French; empty when there are none. */
export function auditDetailLines(action: string, details: Details | null | undefined): string[] {
  if (!details || typeof details !== 'object') return [];
  return [...actionLines(action, details), ...valueChangeLines(action, details.changes), ...fieldLines(details), ...plainLines(details)];
}

/** The settings an action of the configuration changed, by their French name (« Heures d'ouverture »); null for other actions. */
const settingNames: Readonly<Record<string, string>> = {
  'settings.clinic_updated': settingsSectionTitles.clinic,
  'settings.hours_updated': settingsSectionTitles.hours,
  'settings.closure_added': 'Fermetures de la clinique',
  'settings.closure_removed': 'Fermetures de la clinique',
  'settings.online_booking_updated': settingsSectionTitles.onlineBooking,
  'settings.fees_updated': settingsSectionTitles.fees,
  'settings.waitlist_reminders_updated': settingsSectionTitles.waitlistReminders,
  'settings.public_site_updated': settingsSectionTitles.publicSite,
  'settings.privacy_updated': settingsSectionTitles.privacy,
  'settings.invoicing_updated': 'Facturation',
  'settings.email_template_updated': 'Modèles de courriel',
  'settings.email_template_restored': 'Modèles de courriel',
  'settings.site_texts_published': 'Textes du site',
  'settings.site_texts_restored': 'Textes du site',
  'settings.configuration_exported': 'Configuration de la clinique',
  'settings.configuration_imported': 'Configuration de la clinique',
};

export function auditSettingName(action: string): string | null {
  if (Object.hasOwn(settingNames, action)) return settingNames[action] ?? null;
  if (action.startsWith('service.')) return 'Services';
  if (action.startsWith('product.')) return 'Produits';
  return null;
}
