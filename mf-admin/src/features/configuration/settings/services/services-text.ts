// « Paramètres › Services »: the section's and its dialog's words, declared once for them and their tests.
export const servicesText = {
  title: 'Services',
  intro:
    'Les services actifs sont offerts à l’horaire et, s’ils le permettent, en réservation en ligne. Un service désactivé n’est plus offert, mais ses rendez-vous le gardent.',
  newService: 'Nouveau service',
  editService: 'Modifier le service',
  create: 'Créer le service',
  busyStatus: 'Enregistrement du service en cours…',
  loading: 'Chargement des services…',
  failed: 'Les services n’ont pas pu être chargés',
  none: 'Aucun service pour le moment.',
  created: 'Service créé',
  deactivated: 'Service désactivé',
  activated: 'Service réactivé',
  moved: (name: string) => `« ${name} » déplacé`,
  minutes: (minutes: number) => `${minutes} min`,
  online: 'En ligne',
  notOnline: 'Pas en ligne',
  deposit: (amount: string) => `Dépôt ${amount}`,
  noColour: 'Aucune (couleur de la clinique)',
  currentColour: (colour: string) => `Couleur actuelle (${colour})`,
  colourHint: 'Les couleurs de la liste se distinguent bien dans l’horaire.',
  priceHint: 'En dollars, par exemple 95,00.',
  depositHint: 'Demandé à la réservation en ligne; au plus le prix du service.',
} as const;

/** The hidden end of a button's name: « Modifier » → « Modifier le service Suivi chiropratique ». */
export const ofService = (name: string) => ` le service ${name}`;
