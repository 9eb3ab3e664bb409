// « Analyses actionnables »: the page's words (the lists' titles, definitions and actions are shared-domain's).
import { formatDate, formatShortDate, formatTime } from 'shared-domain/platform/format';

const plural = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

export const actionableText = {
  title: 'Analyses actionnables',
  intro:
    'Cinq listes calculées à partir de l’horaire, des notes, de la facturation, de la liste d’attente et du registre des consentements. Chaque ligne dit pourquoi la personne y figure et propose la prochaine action en un clic, consignée au journal d’audit.',
  loading: 'Chargement des listes…',
  failed: 'Les listes n’ont pas pu être chargées.',
  retry: 'Réessayer',
  count: (count: number) => plural(count, 'personne', 'personnes'),
  empty: 'Personne dans cette liste pour l’instant.',
  csvContents: (title: string) => `la liste « ${title} »`,
  columns: {
    reexam: ['Patient', 'Réexamen', 'Pourquoi', 'Action'],
    episode: ['Patient', 'Dernière visite', 'Pourquoi', 'Action'],
    unpaid: ['Patient', 'Solde', 'Pourquoi', 'Action'],
    waitlist: ['Personne', 'Premier créneau', 'Pourquoi', 'Action'],
    reactivation: ['Patient', 'Dernière visite', 'Pourquoi et consentement', 'Action'],
  },
  reasonOnFile: 'Date au dossier (le détail est réservé aux soins)',
  overdue: 'en retard',
  noEmail: 'Aucune adresse courriel',
  sentOn: (at: string) => `Envoyé le ${formatShortDate(new Date(at))}`,
  cashDeskOnly: 'Réservé au comptoir',
  sending: 'Envoi en cours…',
  actionFor: (action: string, name: string) => `${action} — ${name}`,
  done: {
    rebooking: (name: string) => `Rendez-vous proposé à ${name} : le courriel part avec ses créneaux.`,
    reactivation: (name: string) => `Message de réactivation envoyé à ${name}.`,
    reminder: (name: string) => `Rappel de paiement envoyé à ${name}.`,
    slot: (name: string) => `Créneau offert : la liste d’attente l’offre à ${name} selon ses règles.`,
    overridden: (name: string) => `Exclusion levée pour ${name}; la raison est consignée.`,
  },
  excluded: (label: string) => `Exclu : ${label}`,
  overridden: 'Exclusion levée',
  override: 'Lever l’exclusion',
  overrideTitle: 'Lever l’exclusion du message de réactivation',
  overrideIntro: (name: string) =>
    `${name} est exclue automatiquement du message de réactivation. Indiquez pourquoi une personne de la clinique révise cette décision (par exemple, un consentement donné de vive voix) : la raison est conservée et consignée au journal.`,
  overrideReason: 'Raison',
  overrideSubmit: 'Lever l’exclusion',
  overriding: 'Enregistrement…',
  overridingStatus: 'Enregistrement de la raison…',
  overrideFailed: 'L’exclusion n’a pas été levée.',
  close: 'Annuler',
  slotAt: (date: string, time: string) => `${formatDate(date)} à ${formatTime(time)}`,
} as const;
