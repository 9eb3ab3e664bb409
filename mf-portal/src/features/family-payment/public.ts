// What the other features may use of « Payer pour la famille »: its section of « Paiements ». A
// feature imports another only through that one's `api/` modules and `public` modules
// (docs/conventions.md, « Boundaries »).
export { FamilyPaymentSection } from './FamilyPaymentSection';
