// What a view that only shows billing needs: its links, whether the signed-in role works the cash
// desk, and the deposit's words. Apart from billing/public (which also holds the patient's account
// line and its forms) so a read-only view (« Ma Journée ») loads no form schema.
export { billingLinks } from './billing-links';
export { useCashDesk } from './cash-desk';
export { depositText } from './deposits/deposit-text';
