// The home-based program 'Reconnexion' (specification §1: visitors are pointed to it).

export interface ReconnexionStep {
  title: string;
  text: string;
}

export const reconnexionContent = {
  eyebrow: 'Programme à la maison',
  title: 'Reconnexion',
  intro:
    "Reconnexion est un programme d'activités à faire à la maison, entre les visites. De courts exercices ludiques, " +
    'choisis pour votre enfant ou pour vous, prolongent le travail amorcé en clinique et réservent chaque jour un ' +
    'petit moment de connexion en famille.',
  audienceTitle: 'Pour qui ?',
  audience: [
    "Les parents de bébés et d'enfants suivis à la clinique",
    "Les enfants qui vivent des défis d'attention, de coordination ou d'intégration sensorielle",
    'Les futures et nouvelles mamans qui souhaitent bouger en douceur',
  ] as readonly string[],
  stepsTitle: 'Comment ça fonctionne',
  steps: [
    {
      title: 'Une évaluation en clinique',
      text: 'Nous faisons le point ensemble sur les besoins, le rythme et les intérêts de votre enfant, ou les vôtres.',
    },
    {
      title: 'Un plan sur mesure',
      text: 'Vous repartez avec quelques exercices simples, expliqués et démontrés, à faire environ 10 minutes par jour.',
    },
    {
      title: 'Un suivi qui évolue',
      text: 'À chaque visite, nous ajustons les activités selon ce que vous observez à la maison.',
    },
  ] as readonly ReconnexionStep[],
  questionLink: 'Poser une question sur le programme',
} as const;
