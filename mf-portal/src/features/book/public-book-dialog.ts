// The booking dialog alone, for the « Rendez-vous » tab's « Prendre rendez-vous »: a `public-*` module
// of its own, so that the tab loads it lazily, only once the patient asks to book
// (docs/conventions.md, « Boundaries »).
export { BookDialog } from './BookDialog';
