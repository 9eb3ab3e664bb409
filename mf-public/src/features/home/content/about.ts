// About the practitioner (specification §2.3 and §9: graduation 2007, at the clinic since
// April 2021). The name comes from the clinic settings; the wording avoids gendered adjectives
// so it stays right whatever the practitioner's title.

export interface ApproachPrinciple {
  title: string;
  text: string;
}

export const aboutContent = {
  eyebrow: 'Approche',
  title: "Une approche douce, à l'écoute de votre famille",
  graduationYear: 2007,
  atClinicSince: 'avril 2021',
  focus: 'Bébés, enfants, grossesse et neurologie fonctionnelle',
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
  ] as readonly ApproachPrinciple[],
} as const;
