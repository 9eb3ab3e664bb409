// Hero copy (specification §2.3, statistics of §9). The practice name comes from the clinic
// settings; this is the line that says what the practice is about.

import { defaultHomeStatistics, type HomeStatistic } from 'shared-domain/clinic/home-statistics';

export type HeroStatistic = HomeStatistic;

export const heroContent = {
  focus: "Des soins doux pour toute la famille, de la grossesse à l'enfance",
  lead:
    'Chiropratique pédiatrique et périnatale, neurologie fonctionnelle et neuropédiatrie fonctionnelle : ' +
    'un accompagnement attentif, tout en douceur, pour les bébés, les enfants et les femmes enceintes.',
  secondaryLabel: "Découvrir l'approche",
  /** When the clinic has set none (« Paramètres › Site public »). */
  statistics: defaultHomeStatistics,
} as const;
