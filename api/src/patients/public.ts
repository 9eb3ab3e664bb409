// What the other contexts may use of the patients: the search by name, email or phone. A context imports another only through that one's
// `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { patientMatches } from './list-patients';
// Families: whom a guardian's portal session may act for, and who signs a child's consents.
export { familyPeople, guardianSignsFor, mayActFor } from './families/family-access';
export { careConsentSigner } from './families/care-consent-signer';
