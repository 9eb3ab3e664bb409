// The words of « Actions rapides ».
import type { QuickAction } from './quick-actions';

export const quickActionsText = {
  title: 'Actions rapides',
  intro: 'Les gestes courants de la journée, au clavier ou d’un clic. Les lettres agissent hors de tout champ de saisie.',
  listLabel: 'Actions',
  shortcut: 'Raccourci :',
  seeInCalendar: 'Voir dans le calendrier',
  checkout: {
    title: 'Encaisser — choisir le patient',
    intro: 'Choisissez le patient, puis ses factures à encaisser.',
    submit: 'Continuer',
    busy: 'Ouverture…',
    cancel: 'Annuler',
    picker: {
      search: 'Patient',
      hint: 'Nom, courriel ou téléphone (2 caractères au moins).',
      list: 'Patients trouvés',
      loading: 'Recherche…',
      none: 'Aucun patient ne correspond.',
      failed: 'La recherche n’a pas abouti',
      retry: 'Réessayer',
      change: 'Changer de patient',
    },
  },
} as const;

export const quickActionLabels: Record<QuickAction, { label: string; description: string }> = {
  newAppointment: { label: 'Nouveau rendez-vous', description: 'Un patient au dossier ou un nouveau, un service et un créneau libre.' },
  soapNote: { label: 'Note SOAP rapide', description: 'Une note pour un patient, en brouillon ou signée.' },
  checkout: { label: 'Encaisser', description: 'Les factures d’un patient, en un ou plusieurs modes de paiement.' },
  blockTime: { label: 'Bloquer une période', description: 'Une formation, des vacances : la réservation en ligne ne l’offre plus.' },
  search: { label: 'Rechercher', description: 'Un patient ou un rendez-vous à venir, par nom, courriel ou téléphone.' },
};
