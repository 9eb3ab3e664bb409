// The words of « Assurances »'s claims, follow-ups and payers' payments.
import { claimPayerLabels, claimStatusLabels, type ClaimPayer, type ClaimStatus } from 'shared-domain/billing/insurance-claim';
import { type Insurer, insurerLabels } from 'shared-domain/billing/insurance-plan';

/** « Desjardins Assurances », « SAAQ »: who a claim is made to. */
export function payerName(claim: { payer: ClaimPayer; insurer: Insurer | null }): string {
  return claim.insurer ? insurerLabels[claim.insurer] : claimPayerLabels[claim.payer];
}

/** The address's parameter naming « Assurances »'s open view (?vue=). */
export const insuranceViewParam = 'vue';

export const claimStatusLabel = (status: ClaimStatus) => claimStatusLabels[status];

export const claimsText = {
  views: 'Vues d’Assurances',
  receipts: 'Reçus',
  claims: 'Réclamations',
  followUps: 'Relances',
  payment: 'Paiement d’un payeur',
  filters: 'Filtres des réclamations',
  status: 'Statut',
  payer: 'Payeur',
  any: 'Tous',
  apply: 'Filtrer',
  reset: 'Toutes les réclamations',
  caption: 'Réclamations aux assureurs, à la SAAQ et à la CNESST',
  columns: ['Patient', 'Payeur', 'Visites', 'Réclamé', 'Payé', 'Statut', 'Suivi', 'Actions'],
  none: 'Aucune réclamation pour ces filtres.',
  count: (count: number) => `${count} réclamation${count > 1 ? 's' : ''}`,
  loading: 'Chargement des réclamations…',
  loadFailed: 'Les réclamations n’ont pas pu être chargées.',
  retry: 'Réessayer',
  claimNumber: (number: string) => `N° de réclamation ${number}`,
  policy: (number: string) => `Police ${number}`,
  visit: (date: string, service: string) => `${date} — ${service}`,
  patientOwes: (amount: string) => `Facturé à la patiente : ${amount}`,
  statusOn: (date: string) => `depuis le ${date}`,
  submittedOn: (date: string) => `Soumise le ${date}`,
  followedUpOn: (date: string) => `Relancée le ${date}`,
  dueOn: (date: string) => `À relancer dès le ${date}`,
  newStatus: (patient: string) => `Nouveau statut de la réclamation de ${patient}`,
  saveStatus: 'Changer le statut',
  statusSaved: (patient: string, status: string) => `Réclamation de ${patient} : ${status}.`,
  newClaim: 'Nouvelle réclamation',
  closeNewClaim: 'Fermer la nouvelle réclamation',
  followUpsIntro: 'Les réclamations soumises ou en attente depuis plus de 30 jours : relancez le payeur, la date de la relance est notée.',
  followUpsCaption: 'Réclamations à relancer',
  followUpsColumns: ['Patient', 'Payeur', 'Réclamé', 'Soumise le', 'Dernière relance', 'Actions'],
  noFollowUps: 'Aucune réclamation à relancer aujourd’hui.',
  followUp: 'Relancer',
  followingUp: 'Relance en cours…',
  followedUp: (patient: string, date: string) => `Réclamation de ${patient} relancée le ${date}.`,
  never: 'Jamais',
  forWhom: (patient: string) => ` la réclamation de ${patient}`,
  ofWhom: (patient: string) => ` de la réclamation de ${patient}`,
} as const;
