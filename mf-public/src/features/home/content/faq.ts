// Frequently asked questions (specification §2.3, #faq). Answers stay factual: no promise of
// results, and the practitioner refers elsewhere when chiropractic care is not indicated.

export interface FaqEntry {
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'La chiropratique est-elle sécuritaire pour les bébés ?',
    answer: [
      "Les soins offerts aux nourrissons sont très doux : la pression utilisée est comparable à celle qu'on exerce pour vérifier la maturité d'un fruit.",
      "Chaque soin est précédé d'une évaluation complète. Si une autre approche ou un autre professionnel convient mieux à votre enfant, nous vous le dirons.",
    ],
  },
  {
    question: 'Peut-on consulter pendant toute la grossesse ?',
    answer: [
      "Oui, à chaque trimestre. Les positions, la table et les coussins sont adaptés à l'évolution de votre ventre, pour que vous restiez confortable du début à la fin.",
      'Les soins viennent en complément de votre suivi de grossesse avec votre médecin ou votre sage-femme.',
    ],
  },
  {
    question: 'Comment se déroule la première visite ?',
    answer: [
      'Comptez environ une heure. Nous prenons le temps de discuter de votre histoire de santé (ou de celle de votre enfant), puis un examen chiropratique et neurologique permet de bien comprendre la situation.',
      "Nous vous expliquons ensuite ce que nous avons observé et vous proposons un plan de soins. Un premier ajustement peut être fait lors de cette visite, s'il est indiqué.",
    ],
  },
  {
    question: 'Faut-il une recommandation médicale ?',
    answer: [
      'Non. Au Québec, vous pouvez consulter une chiropraticienne ou un chiropraticien directement, sans recommandation. Certaines assurances en demandent une pour le remboursement : vérifiez votre contrat.',
    ],
  },
  {
    question: 'Les soins sont-ils remboursés ?',
    answer: [
      'Les soins chiropratiques ne sont pas couverts par la RAMQ, mais la plupart des assurances collectives et privées les remboursent en partie. Un reçu vous est remis après chaque visite.',
    ],
  },
  {
    question: 'Combien de séances faudra-t-il ?',
    answer: [
      "Cela dépend de chaque personne. Après l'évaluation, nous vous expliquons le plan proposé et le réévaluons régulièrement avec vous. Vous restez toujours libre de vos choix.",
    ],
  },
  {
    question: 'Que faut-il apporter ?',
    answer: [
      "Le carnet de santé de votre enfant, la liste des médicaments pris et les rapports utiles (imagerie, suivi en ergothérapie ou en orthophonie, par exemple). Pour un bébé, prévoyez de quoi le nourrir : un boire pendant la visite l'aide souvent à se sentir bien.",
    ],
  },
];
