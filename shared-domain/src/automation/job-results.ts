// What a scheduled job's run did, as a French sentence for « Santé de l'automatisation › Tâches »:
// the figures each job counts (api/src/jobs.ts) named in the clinic's words, never by the code's keys
// (« 3 rappels envoyés », not « reminders : 3 »).
import type { JobOutcome } from './automation';

type Counted = (count: number) => string;

const fr = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });
const counted =
  (one: string, many: string): Counted =>
  (count) =>
    `${fr.format(count)} ${count > 1 ? many : one}`;

/** Each job's figures, by the key its run returns. */
export const jobFigureWords: Record<string, Record<string, Counted>> = {
  retention: {
    unfulfilledRequests: counted('demande sans suite effacée', 'demandes sans suite effacées'),
    waitlistEntries: counted('inscription à la liste d’attente effacée', 'inscriptions à la liste d’attente effacées'),
    clientErrorLogs: counted('erreur du journal effacée', 'erreurs du journal effacées'),
    sessions: counted('session expirée effacée', 'sessions expirées effacées'),
    verifications: counted('code de vérification expiré effacé', 'codes de vérification expirés effacés'),
    rateLimitCounters: counted('compteur de tentatives effacé', 'compteurs de tentatives effacés'),
    outboxMessages: counted('ancien courriel effacé', 'anciens courriels effacés'),
    appointmentLinks: counted('lien de rendez-vous expiré effacé', 'liens de rendez-vous expirés effacés'),
    privacyRequests: counted('demande de confidentialité fermée effacée', 'demandes de confidentialité fermées effacées'),
  },
  'appointment-reminders': { reminders: counted('rappel envoyé', 'rappels envoyés') },
  'waitlist-slot-offers': {
    offers: counted('place libérée offerte', 'places libérées offertes'),
    invitations: counted('invitation envoyée', 'invitations envoyées'),
    expired: counted('invitation expirée', 'invitations expirées'),
  },
  'rebooking-expiry': { expired: counted('demande de reprise expirée', 'demandes de reprise expirées') },
  'overdue-invoices': { overdue: counted('facture passée en retard', 'factures passées en retard') },
  'stale-payments': { resumed: counted('paiement interrompu repris', 'paiements interrompus repris') },
  'batch-deposits': { refunded: counted('dépôt remboursé', 'dépôts remboursés') },
  'outbox-sender': {
    sent: counted('courriel envoyé', 'courriels envoyés'),
    failed: counted('échec, réessayé plus tard', 'échecs, réessayés plus tard'),
    givenUp: counted('courriel abandonné', 'courriels abandonnés'),
  },
  'text-sender': {
    sent: counted('texto envoyé', 'textos envoyés'),
    failed: counted('échec, réessayé plus tard', 'échecs, réessayés plus tard'),
    givenUp: counted('texto abandonné', 'textos abandonnés'),
    withoutConsent: counted('texto retenu, consentement retiré', 'textos retenus, consentement retiré'),
    held: counted('texto retenu pour les heures de silence', 'textos retenus pour les heures de silence'),
  },
  'text-follow-ups': {
    texts: counted('texto après un rappel non confirmé', 'textos après des rappels non confirmés'),
    held: counted('texto attendant la fin des heures de silence', 'textos attendant la fin des heures de silence'),
  },
  'automation-rules': {
    presenceRequests: counted('demande de confirmation de présence', 'demandes de confirmation de présence'),
    firstVisitFollowUps: counted('suivi après une première visite', 'suivis après une première visite'),
    reexamInvitations: counted('invitation à un réexamen', 'invitations à un réexamen'),
    paymentReminders: counted('rappel de paiement', 'rappels de paiement'),
    yearlyStatements: counted('relevé annuel', 'relevés annuels'),
  },
  'automation-digest': {
    sent: counted('résumé envoyé', 'résumés envoyés'),
    failed: counted('courriel en échec signalé', 'courriels en échec signalés'),
  },
  backup: {
    written: counted('sauvegarde écrite', 'sauvegardes écrites'),
    sizeBytes: (bytes) => `${fr.format(bytes / (1024 * 1024))} Mo`,
    deleted: counted('ancienne sauvegarde supprimée', 'anciennes sauvegardes supprimées'),
  },
  'retention-review': {
    sent: counted('rappel envoyé à la personne responsable', 'rappels envoyés à la personne responsable'),
    due: counted('dossier à revoir', 'dossiers à revoir'),
  },
};

/** What a run that did nothing says, job by job. */
const nothingDone: Record<string, string> = {
  retention: 'Rien à effacer.',
  'appointment-reminders': 'Aucun rappel à envoyer.',
  'waitlist-slot-offers': 'Aucune place à offrir.',
  'rebooking-expiry': 'Aucune demande de reprise à expirer.',
  'overdue-invoices': 'Aucune facture nouvellement en retard.',
  'stale-payments': 'Aucun paiement interrompu.',
  'batch-deposits': 'Aucun dépôt à rembourser.',
  'outbox-sender': 'Aucun courriel à envoyer.',
  'text-sender': 'Aucun texto à envoyer.',
  'text-follow-ups': 'Aucun rappel non confirmé à suivre par texto.',
  'automation-rules': 'Aucun message automatique à envoyer.',
  'automation-digest': 'Aucun résumé à envoyer.',
  backup: 'Dernière sauvegarde encore récente : rien à faire.',
  'retention-review': 'Aucun rappel de conservation à envoyer.',
};

/** A figure no job declares here: counted, never shown by its key. */
const otherFigure = counted('autre élément traité', 'autres éléments traités');

/** The run's result in a sentence: « 3 rappels envoyés. », « Rien à effacer. », or its failure. */
export function jobResultText(job: string, outcome: JobOutcome, figures: Record<string, number>): string {
  if (outcome === 'failed') return 'Interrompue par une erreur ; elle reprendra à sa prochaine exécution.';
  const words = jobFigureWords[job] ?? {};
  const done = Object.entries(figures)
    .filter(([, count]) => count !== 0)
    .map(([key, count]) => (words[key] ?? otherFigure)(count));
  if (done.length === 0) return nothingDone[job] ?? 'Rien à faire.';
  const sentence = done.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
