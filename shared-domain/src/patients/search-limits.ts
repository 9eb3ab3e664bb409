// How long the back-office's global search query may be and how many results of each kind it
// gives: kept apart from the schemas (patient.ts) so the frame that offers the search loads no zod.
export const globalSearchLimits = { minLength: 2, maxLength: 100, results: 5 } as const;
