// What the other contexts may use of billing: the clinic's address and footer as its documents print
// them, and the drafts a visit makes when scheduling marks it « Terminé », « Absent » or cancels it
// late (issue 22). A context imports another only through that one's `public.ts` (docs/conventions.md,
// « Boundaries »; biome.json).
export { clinicFooter } from './documents/invoice-pdf';
export { clinicAddressLines } from './documents/patient-invoices';
export { lateCancellationDraft, visitDraftStatements } from './invoices/visit-drafts';
