// The hero's fixed parts (specification §2.3, statistics of §9). The practice name comes from the
// clinic settings, the line and the lead from its texts (« Paramètres › Textes du site », in the profile).

import { defaultHomeStatistics, type HomeStatistic } from 'shared-domain/clinic/home-statistics';

export type HeroStatistic = HomeStatistic;

export const heroContent = {
  secondaryLabel: "Découvrir l'approche",
  /** When the clinic has set none (« Paramètres › Site public »). */
  statistics: defaultHomeStatistics,
} as const;
