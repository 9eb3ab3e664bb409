// What the other features may use of billing besides its `api/` modules: the links into
// « Facturation » (an invoice, a patient's invoices, the checkout opened for a patient), whether the
// signed-in role works the cash desk (so « Encaisser » shows to it only), the patient's account
// line of the patient file, and « Encaisser le dépôt » of a visit (its form, and the dialog around
// it). A feature imports another only through that one's `api/` modules and `public` modules (docs/conventions.md, « Boundaries »; biome.json).
export { billingLinks } from './billing-links';
export { useCashDesk } from './cash-desk';
export { PatientAccountLine } from './checkout/PatientAccountLine';
export { DepositDialog } from './deposits/DepositDialog';
export { type DepositVisit, DepositForm } from './deposits/DepositForm';
export { depositText } from './deposits/deposit-text';
