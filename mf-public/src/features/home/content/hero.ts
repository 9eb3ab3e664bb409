// Hero copy (specification §2.3, statistics of §9). The practice name comes from the clinic
// settings; this is the line that says what the practice is about.

export interface HeroStatistic {
  value: string;
  label: string;
}

export const heroContent = {
  focus: "Des soins doux pour toute la famille, de la grossesse à l'enfance",
  lead:
    'Chiropratique pédiatrique et périnatale, neurologie fonctionnelle et neuropédiatrie fonctionnelle : ' +
    'un accompagnement attentif, tout en douceur, pour les bébés, les enfants et les femmes enceintes.',
  secondaryLabel: "Découvrir l'approche",
  statistics: [
    { value: '847+', label: 'familles accompagnées' },
    { value: '15+', label: "années d'expertise" },
  ] as readonly HeroStatistic[],
} as const;
