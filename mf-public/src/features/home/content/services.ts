// The four services of specification §1 and §2.3. The 'Quand consulter ?' lists name reasons
// families consult, never results: the Ordre des chiropraticiens forbids promising a cure.

export type ServiceIconName = 'baby' | 'pregnancy' | 'neurology' | 'child';

export interface ServiceCard {
  id: string;
  icon: ServiceIconName;
  title: string;
  description: string;
  /** Situations listed under 'Quand consulter ?' (4 to 6). */
  consultWhen: readonly string[];
}

export const servicesIntro =
  "Chaque visite commence par une écoute attentive et un examen adapté à l'âge et à la situation de chacun. " +
  'Les soins viennent en complément du suivi de votre médecin, de votre sage-femme ou des autres professionnels qui vous accompagnent.';

export const services: readonly ServiceCard[] = [
  {
    id: 'pediatrique',
    icon: 'baby',
    title: 'Chiropratique pédiatrique',
    description:
      "Des ajustements d'une grande douceur, adaptés à l'âge et au développement de chaque enfant, du nouveau-né à l'adolescent.",
    consultWhen: [
      'Après un accouchement long ou assisté (forceps, ventouse, césarienne)',
      'Bébé qui tourne la tête toujours du même côté',
      'Inconfort pendant les boires ou difficulté à prendre le sein',
      'Pleurs fréquents ou sommeil agité',
      'Suivi des grandes étapes du développement moteur',
    ],
  },
  {
    id: 'perinatale',
    icon: 'pregnancy',
    title: 'Chiropratique périnatale (grossesse)',
    description:
      'Un suivi pensé pour chaque trimestre, avec une table et des coussins adaptés au ventre qui grandit, puis un accompagnement après la naissance.',
    consultWhen: [
      'Douleurs au bas du dos ou au bassin',
      'Inconfort le long du nerf sciatique',
      'Difficulté à trouver une position confortable pour dormir',
      "Préparation du bassin à l'accouchement",
      'Retour en douceur après la naissance',
    ],
  },
  {
    id: 'neurologie',
    icon: 'neurology',
    title: 'Neurologie fonctionnelle',
    description:
      "Une évaluation approfondie de l'équilibre, de la coordination et des mouvements des yeux, suivie d'exercices ciblés à intégrer au quotidien.",
    consultWhen: [
      "Étourdissements ou troubles de l'équilibre",
      'Maux de tête récurrents',
      "Suites d'une commotion cérébrale",
      'Difficultés de coordination',
      'Fatigue visuelle ou difficulté à rester concentré',
    ],
  },
  {
    id: 'neuropediatrie',
    icon: 'child',
    title: 'Neuropédiatrie fonctionnelle',
    description:
      "Pour les enfants qui vivent des défis d'attention, d'apprentissage ou d'intégration sensorielle : une évaluation ludique et des exercices à faire en famille, en complément des suivis existants.",
    consultWhen: [
      "Difficultés d'attention ou d'organisation",
      'Sensibilité aux bruits, aux textures ou aux vêtements',
      'Maladresse ou retard de coordination',
      'Étapes motrices atteintes plus tard (ramper, marcher, faire du vélo)',
      "Défis à l'école en lecture ou en écriture",
    ],
  },
];
