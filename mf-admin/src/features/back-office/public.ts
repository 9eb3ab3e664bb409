// What the other features may use of the back-office besides its `api/` modules: leaving it (the
// cache dropped, the page loaded afresh). A feature imports another only through that one's `api/`
// modules and `public` modules (docs/conventions.md, « Boundaries »; biome.json).
export { leaveBackOffice } from './session/leave-back-office';
// Whether a role may open a view (links to a view shown only to those it admits).
export { mayOpenView } from './access/view-access';
