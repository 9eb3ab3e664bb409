// What the other features may use of the back-office besides its `api/` modules: leaving it (the
// cache dropped, the page loaded afresh). A feature imports another only through that one's `api/`
// modules and `public` modules (docs/conventions.md, « Boundaries »; biome.json).
export { leaveBackOffice } from './session/leave-back-office';
