// The home page's words as the site shows them until the clinic publishes its own (« Paramètres ›
// Textes du site »), and what « Rétablir les textes d'origine » brings back: the one copy of the
// site's own texts (specification §2.3). The services' situations name reasons families consult,
// never results (the Ordre des chiropraticiens forbids promising a cure); the FAQ stays factual.
import type { SiteTexts } from './site-texts';

export const defaultSiteTexts: SiteTexts = {
  hero: {
    focus: "Des soins doux pour toute la famille, de la grossesse à l'enfance",
    lead: 'Chiropratique pédiatrique et périnatale, neurologie fonctionnelle et neuropédiatrie fonctionnelle : un accompagnement attentif, tout en douceur, pour les bébés, les enfants et les femmes enceintes.',
  },
  services: {
    title: 'Des soins pour chaque étape de la vie',
    intro:
      "Chaque visite commence par une écoute attentive et un examen adapté à l'âge et à la situation de chacun. Les soins viennent en complément du suivi de votre médecin, de votre sage-femme ou des autres professionnels qui vous accompagnent.",
    cards: [
      {
        title: 'Chiropratique pédiatrique',
        description:
          "Des ajustements d'une grande douceur, adaptés à l'âge et au développement de chaque enfant, du nouveau-né à l'adolescent.",
        consultWhen:
          'Après un accouchement long ou assisté (forceps, ventouse, césarienne)\nBébé qui tourne la tête toujours du même côté\nInconfort pendant les boires ou difficulté à prendre le sein\nPleurs fréquents ou sommeil agité\nSuivi des grandes étapes du développement moteur',
      },
      {
        title: 'Chiropratique périnatale (grossesse)',
        description:
          'Un suivi pensé pour chaque trimestre, avec une table et des coussins adaptés au ventre qui grandit, puis un accompagnement après la naissance.',
        consultWhen:
          "Douleurs au bas du dos ou au bassin\nInconfort le long du nerf sciatique\nDifficulté à trouver une position confortable pour dormir\nPréparation du bassin à l'accouchement\nRetour en douceur après la naissance",
      },
      {
        title: 'Neurologie fonctionnelle',
        description:
          "Une évaluation approfondie de l'équilibre, de la coordination et des mouvements des yeux, suivie d'exercices ciblés à intégrer au quotidien.",
        consultWhen:
          "Étourdissements ou troubles de l'équilibre\nMaux de tête récurrents\nSuites d'une commotion cérébrale\nDifficultés de coordination\nFatigue visuelle ou difficulté à rester concentré",
      },
      {
        title: 'Neuropédiatrie fonctionnelle',
        description:
          "Pour les enfants qui vivent des défis d'attention, d'apprentissage ou d'intégration sensorielle : une évaluation ludique et des exercices à faire en famille, en complément des suivis existants.",
        consultWhen:
          "Difficultés d'attention ou d'organisation\nSensibilité aux bruits, aux textures ou aux vêtements\nMaladresse ou retard de coordination\nÉtapes motrices atteintes plus tard (ramper, marcher, faire du vélo)\nDéfis à l'école en lecture ou en écriture",
      },
    ],
  },
  approach: {
    title: "Une approche douce, à l'écoute de votre famille",
    principles: [
      {
        title: 'Prendre le temps',
        text: "Chaque première visite commence par l'histoire de votre famille et un examen complet, avant tout soin.",
      },
      {
        title: 'Des gestes tout en douceur',
        text: "Les ajustements s'adaptent à l'âge, au stade de la grossesse et au confort de chacun. Pour un nourrisson, la pression d'un bout de doigt suffit.",
      },
      {
        title: 'Travailler en équipe',
        text: 'Les soins complètent le suivi de votre médecin, de votre sage-femme ou de vos autres professionnels. Au besoin, nous vous dirigeons vers la bonne ressource.',
      },
    ],
  },
  faq: [
    {
      question: 'La chiropratique est-elle sécuritaire pour les bébés ?',
      answer:
        "Les soins offerts aux nourrissons sont très doux : la pression utilisée est comparable à celle qu'on exerce pour vérifier la maturité d'un fruit.\n\nChaque soin est précédé d'une évaluation complète. Si une autre approche ou un autre professionnel convient mieux à votre enfant, nous vous le dirons.",
    },
    {
      question: 'Peut-on consulter pendant toute la grossesse ?',
      answer:
        "Oui, à chaque trimestre. Les positions, la table et les coussins sont adaptés à l'évolution de votre ventre, pour que vous restiez confortable du début à la fin.\n\nLes soins viennent en complément de votre suivi de grossesse avec votre médecin ou votre sage-femme.",
    },
    {
      question: 'Comment se déroule la première visite ?',
      answer:
        "Comptez environ une heure. Nous prenons le temps de discuter de votre histoire de santé (ou de celle de votre enfant), puis un examen chiropratique et neurologique permet de bien comprendre la situation.\n\nNous vous expliquons ensuite ce que nous avons observé et vous proposons un plan de soins. Un premier ajustement peut être fait lors de cette visite, s'il est indiqué.",
    },
    {
      question: 'Faut-il une recommandation médicale ?',
      answer:
        'Non. Au Québec, vous pouvez consulter une chiropraticienne ou un chiropraticien directement, sans recommandation. Certaines assurances en demandent une pour le remboursement : vérifiez votre contrat.',
    },
    {
      question: 'Les soins sont-ils remboursés ?',
      answer:
        'Les soins chiropratiques ne sont pas couverts par la RAMQ, mais la plupart des assurances collectives et privées les remboursent en partie. Un reçu vous est remis après chaque visite.',
    },
    {
      question: 'Combien de séances faudra-t-il ?',
      answer:
        "Cela dépend de chaque personne. Après l'évaluation, nous vous expliquons le plan proposé et le réévaluons régulièrement avec vous. Vous restez toujours libre de vos choix.",
    },
    {
      question: 'Que faut-il apporter ?',
      answer:
        "Le carnet de santé de votre enfant, la liste des médicaments pris et les rapports utiles (imagerie, suivi en ergothérapie ou en orthophonie, par exemple). Pour un bébé, prévoyez de quoi le nourrir : un boire pendant la visite l'aide souvent à se sentir bien.",
    },
  ],
  contact: {
    title: 'Nous joindre',
    lines: '',
  },
};
