// « Mon agenda sur mon téléphone »: a private iCalendar feed per staff member, which a phone's
// calendar subscribes to. The feed shows each visit once (the same UID whatever its moves), read-only,
// and never a consultation reason; a patient is named by initials unless the member chose full names.
import { z } from 'zod';

/** The visits the feed carries: from this many days back to this many days ahead (clinic days). */
export const calendarFeedWindow = { daysBack: 30, daysAhead: 180 } as const;

export const calendarFeedOptionsSchema = z.strictObject({
  fullNames: z.boolean({ error: 'Indiquez si le nom complet des patients doit paraître.' }),
});
export type CalendarFeedOptions = z.infer<typeof calendarFeedOptionsSchema>;

/** « Camille Gagnon-Roy » → « C. G. »: the first letter of the first and last words of a name. */
export function patientInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const initial = (word: string) => `${(word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('fr-CA')}.`;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  if (first === undefined) return '—';
  return last === undefined ? initial(first) : `${initial(first)} ${initial(last)}`;
}

export const calendarFeedText = {
  heading: 'Mon agenda sur mon téléphone',
  intro:
    'Un lien privé que le calendrier de votre téléphone (Apple, Google, Outlook) peut suivre : vos rendez-vous y paraissent et se mettent à jour seuls. Le motif de consultation n’y figure jamais.',
  none: 'Aucun lien n’est actif.',
  create: 'Créer mon lien',
  reset: 'Réinitialiser le lien',
  remove: 'Désactiver le lien',
  fullNames: 'Afficher le nom complet des patients (sinon leurs initiales)',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  shownOnce:
    'Copiez ce lien maintenant : il ne sera plus affiché. Ajoutez-le à votre calendrier comme « calendrier par abonnement » (URL).',
  created: 'Votre lien est prêt.',
  resetDone: 'Un nouveau lien remplace l’ancien, qui ne fonctionne plus.',
  removed: 'Le lien est désactivé : les calendriers qui le suivaient ne reçoivent plus rien.',
  saved: 'Préférence enregistrée.',
  notFound: 'Ce lien d’agenda n’existe pas ou a été réinitialisé.',
  active: (createdAt: string) => `Lien actif depuis le ${createdAt}.`,
  lastRead: (readAt: string) => `Dernière lecture par un calendrier le ${readAt}.`,
} as const;
