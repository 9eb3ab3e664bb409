// What the other features may use of the consent texts besides their `api/` module: the disclosure
// that shows a consent's full text under its checkbox (booking and waitlist forms).
export { ConsentTextDisclosure } from './ConsentTextDisclosure';
