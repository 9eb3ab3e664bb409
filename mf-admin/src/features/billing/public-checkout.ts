// « Encaisser » for a chosen patient, for a view that opens it in place (« Actions rapides », issue
// 23). Apart from billing/public so the features that only need a link do not take the checkout.
export { CheckoutDialog, type CheckoutDialogProps } from './checkout/CheckoutDialog';
