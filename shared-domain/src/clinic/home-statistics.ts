// The home page's statistics (specification §9, « Site public »): the clinic's own, or
// these when it has set none. A file of its own so the public site reads them without the
// settings' schemas.

export interface HomeStatistic {
  value: string;
  label: string;
}

/** The home page's statistics when the clinic has set none (specification §9). */
export const defaultHomeStatistics: readonly HomeStatistic[] = [
  { value: '847+', label: 'familles accompagnées' },
  { value: '15+', label: "années d'expertise" },
];
