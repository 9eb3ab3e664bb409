// The audit trail in French: who did it and the details worth reading (the actions' labels are the
// catalogue's, shared-domain/platform/audit-actions). A value not listed here (a newer server) is shown as
// it was recorded rather than hidden; a detail key not listed is left out, so the screen never
// shows raw JSON.
import type { AuditActorType } from 'shared-domain/platform/audit-actor';

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
