// Ma Journée's words for a first visit's intake, apart from the form's schemas (intake-form.ts) so
// the day's read-only view loads no zod.
export const intakeDayLabels = { received: 'Questionnaire reçu', waiting: 'Questionnaire à recevoir' } as const;
