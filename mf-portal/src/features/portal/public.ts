// What the tabs may use of the portal's frame: the page a tab draws itself in (its heading, title and
// focus). A feature imports another only through that one's `api/` modules and `public` modules
// (docs/conventions.md, « Boundaries »).
export { PortalTabPage } from './PortalTabPage';
// « Pour qui ? », for the booking steps too.
export { PersonActedFor, PersonSwitcher } from './PersonSwitcher';
