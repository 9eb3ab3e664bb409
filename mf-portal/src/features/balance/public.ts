// What the other features may use of the balance: the banner the « Paiements » tab shows on top. A
// feature imports another only through that one's `api/` modules and `public` modules
// (docs/conventions.md, « Boundaries »).
export { BalanceBanner } from './BalanceBanner';
