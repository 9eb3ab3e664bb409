// What the other contexts may use of billing: the clinic's address and footer as its documents print
// them. A context imports another only through that one's `public.ts` (docs/conventions.md,
// « Boundaries »; biome.json).
export { clinicFooter } from './documents/invoice-pdf';
export { clinicAddressLines } from './documents/patient-invoices';
