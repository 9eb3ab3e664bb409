// What a back-office account may do (DESIGN §5). Three roles; each admin route and each
// back-office view declares one of the `staffAccess` groups below, and the server refuses the others
// (403 AUTH_002 with `roleRefusalMessage`). Law 25's need-to-know: reception never reads a clinical
// note, record, attachment, outcome or record export.

export const staffRoles = ['admin', 'practitioner', 'reception'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** As the team screen and the frame show them. */
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administration',
  practitioner: 'Praticienne ou praticien',
  reception: 'Réception',
};

/** One line per role, for the team screen and the invitation form. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: 'Tout, y compris les paramètres, l’équipe, les rapports financiers et les exportations.',
  practitioner: 'Horaire, patients, dossier clinique et suivi des résultats; ni paramètres, ni équipe, ni rapports financiers.',
  reception:
    'Horaire, demandes, liste d’attente, coordonnées des patients, facturation et paiements au comptoir; jamais le dossier clinique.',
};

/**
 * The groups a route or a view declares (`allow(staffAccess.care)` next to an API route): named by
 * what the clinic does there, so a new route picks a need, not a list of roles.
 */
export const staffAccess = {
  /** Every signed-in staff member: the schedule, requests, waitlist, the patients' contact details, their own account. */
  everyone: ['admin', 'practitioner', 'reception'],
  /** The clinical record: notes, record, attachments, episodes, outcomes, questionnaires, record exports. */
  care: ['admin', 'practitioner'],
  /** The clinic's figures: revenue, analyses (DESIGN §5: reception sees no revenue analysis). */
  figures: ['admin', 'practitioner'],
  /** The desk's money: invoices, checkout, payments (finance issue). */
  desk: ['admin', 'practitioner', 'reception'],
  /** The cash desk's books: the daily close and receivables (not the practitioner). */
  cashDesk: ['admin', 'reception'],
  /** Running the clinic: settings, team, audit trail, financial reports, bulk exports. */
  management: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof staffAccess;

export function mayAccess(role: StaffRole, access: StaffAccess): boolean {
  return (staffAccess[access] as readonly StaffRole[]).includes(role);
}

export const roleRefusalMessage = 'Votre rôle ne donne pas accès à cette fonction. Adressez-vous à l’administration de la clinique.';
