// « Encaisser le dépôt » of a visit: its form and the dialog around it, with their schemas. Apart
// from billing/public so the views that only show a deposit (« Ma Journée ») load them when opened.
export { DepositDialog } from './deposits/DepositDialog';
export { type DepositVisit, DepositForm } from './deposits/DepositForm';
