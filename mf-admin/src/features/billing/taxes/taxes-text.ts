// What « Taxes et relevés » says: the page, its sections, the tax report and its meter, and the
// January batch of yearly statements. The figures' names come from shared-domain/billing/tax-report.
import { formatMoney } from 'shared-domain/platform/format';

export const taxesText = {
  title: 'Taxes et relevés',
  sectionsLabel: 'Sections de Taxes et relevés',
  sections: { report: 'Rapport de taxes', statements: 'Relevés annuels' },
  reportIntro:
    'Les ventes des factures émises dans la période, taxes incluses dans les prix : la TPS et la TVQ qu’elles contiennent, les ventes exonérées (les soins) à part, les notes de crédit déduites.',
  period: 'Période',
  from: 'Du',
  to: 'Au',
  show: 'Afficher',
  loading: 'Chargement du rapport…',
  loadFailed: 'Erreur lors du chargement du rapport',
  retry: 'Réessayer',
  caption: (from: string, to: string) => `Rapport de taxes du ${from} au ${to}`,
  row: 'Rubrique',
  documents: (invoices: number, notes: number) =>
    `${invoices} facture${invoices > 1 ? 's' : ''}, ${notes} note${notes > 1 ? 's' : ''} de crédit`,
  exportContents: 'chaque facture et note de crédit de la période, puis les totaux',
  meter: 'Seuil du petit fournisseur',
  meterIntro:
    'Fournitures taxables (avant taxes, notes de crédit déduites) des quatre derniers trimestres civils, le trimestre en cours compris.',
  meterValue: (supplies: number, threshold: number) => `${formatMoney(supplies)} sur ${formatMoney(threshold)}`,
  quarter: 'Trimestre',
  quarters: 'Fournitures taxables par trimestre',
  supplies: 'Fournitures taxables',
  statementsIntro:
    'En janvier, un courriel à chaque patient qui a payé des soins l’année précédente : ses visites, ce qu’elle a payé, et son relevé dans le portail. Un patient ne le reçoit qu’une fois, même si l’envoi est relancé.',
  statementsLoading: 'Chargement de l’envoi…',
  statementsFailed: 'Erreur lors du chargement de l’envoi',
  year: 'Année',
  rate: 'Courriels par minute',
  start: 'Envoyer les relevés',
  starting: 'Mise en file…',
  patients: 'Patients avec un relevé',
  queued: 'Courriels mis en file',
  sent: 'Envoyés',
  waiting: 'En attente d’envoi',
  started: (count: number) =>
    count === 0 ? 'Aucun nouveau courriel : chaque relevé était déjà en file.' : `${count} courriel${count > 1 ? 's' : ''} mis en file.`,
} as const;
