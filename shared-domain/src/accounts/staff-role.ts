// What a back-office account may do (DESIGN §5). Three roles; each admin route and each
// back-office view declares one of the `staffAccess` groups below, and the server refuses the others
// (403 AUTH_002 with `roleRefusalMessage`). Law 25's need-to-know: reception never reads a clinical
// note, record, attachment, outcome or record export. Money moves at the cash desk only: the
// practitioner reads the invoices and writes none.

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
  practitioner:
    'Horaire, patients, dossier clinique, suivi des résultats et lecture des factures; ni encaissement ni remboursement, ni paramètres, ni équipe, ni rapports financiers.',
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
  /**
   * Reading the invoices: the list, an invoice, its PDF, its credit notes' and receipts' PDFs, the
   * patient's account and statement. Nothing here moves money or changes an invoice.
   */
  invoiceReads: ['admin', 'practitioner', 'reception'],
  /**
   * The cash desk: every money write (checkout, refunds, voids, sale drafts and their lines, issuing
   * and sending an invoice, credit notes, fee waivers, receipts e-mailed again), the products sold
   * there, the payments' list and its export, the daily close and the receivables. Not the
   * practitioner, who reads the invoices.
   */
  cashDesk: ['admin', 'reception'],
  /** Running the clinic: settings, team, audit trail, financial reports, bulk exports. */
  management: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof staffAccess;

export function mayAccess(role: StaffRole, access: StaffAccess): boolean {
  return (staffAccess[access] as readonly StaffRole[]).includes(role);
}

export const roleRefusalMessage = 'Votre rôle ne donne pas accès à cette fonction. Adressez-vous à l’administration de la clinique.';
