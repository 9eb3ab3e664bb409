// What the other features may use of the saved cards: the « Paiements » tab's section and the dialog
// that adds a card (the balance banner offers it when no card is saved). A feature imports another
// only through that one's `api/` modules and `public` modules (docs/conventions.md, « Boundaries »).
export { AddCardDialog } from './AddCardDialog';
export { CardsSection } from './CardsSection';
