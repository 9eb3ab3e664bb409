// What the other features may use of the site's layout besides its `api/` modules: the sticky
// « Prendre rendez-vous » button the home page places under its sections. A feature imports another
// only through that one's `api/` modules and `public` modules (docs/conventions.md, « Boundaries »).
export { StickyCta } from './StickyCta';
