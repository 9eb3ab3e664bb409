// What the other features may use of the questionnaires: the section the « Rendez-vous » tab shows
// above its list. A feature imports another only through that one's `api/` modules and `public`
// modules (docs/conventions.md, « Boundaries »).
export { QuestionnairesSection } from './QuestionnairesSection';
export { IntakeTasks } from './IntakeTasks';
