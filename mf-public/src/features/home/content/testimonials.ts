// Three testimonials (specification §2.3): first-name author and role, and the disclaimer that
// results vary. DEMO CONTENT: the clinic must replace these with real testimonials, published
// with each person's written consent, before going live.

export interface Testimonial {
  quote: string;
  /** First name only. */
  author: string;
  role: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Léo pleurait beaucoup après les boires et tournait toujours la tête du même côté. On nous a tout expliqué avec patience, ' +
      "et les soins étaient d'une douceur incroyable. Nous sommes repartis rassurés.",
    author: 'Sophie',
    role: 'maman de Léo (4 mois)',
  },
  {
    quote:
      'Au troisième trimestre, mon bassin me faisait souffrir au moindre pas. Je me suis sentie écoutée à chaque rendez-vous, ' +
      "et j'ai pu profiter de la fin de ma grossesse beaucoup plus sereinement.",
    author: 'Marie-Ève',
    role: 'enceinte de son deuxième enfant',
  },
  {
    quote:
      'Les exercices du programme Reconnexion sont devenus notre petit rituel du soir. Alice les attend avec impatience, ' +
      'et nous avons appris à mieux comprendre ses besoins.',
    author: 'Karine',
    role: "maman d'Alice (7 ans)",
  },
];

export const testimonialsDisclaimer =
  "Ces témoignages reflètent l'expérience personnelle de familles accompagnées à la clinique. " +
  "Les résultats varient d'une personne à l'autre et ne constituent pas une promesse de guérison.";
