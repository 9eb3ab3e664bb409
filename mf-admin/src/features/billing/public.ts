// What the other features may use of billing besides its `api/` modules: the links into
// « Facturation » (an invoice, a patient's invoices, the checkout opened for a patient), whether the
// signed-in role works the cash desk (so « Encaisser » shows to it only), the patient's account
// line of the patient file, and the deposit's words. « Encaisser le dépôt » itself (its form and
// dialog, with their schemas) is in `public-deposit`, so a read-only view does not take them. A feature imports another only through that one's `api/` modules and `public` modules (docs/conventions.md, « Boundaries »; biome.json).
export { billingLinks, depositText, useCashDesk } from './public-desk';
export { PatientAccountLine } from './checkout/PatientAccountLine';
