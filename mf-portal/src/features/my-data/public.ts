// What the other features may use of « Mes données »: the section the « Profil » tab shows. A feature
// imports another only through that one's `api/` modules and `public` modules (docs/conventions.md, «
// Boundaries »).
export { MyDataSection } from './MyDataSection';
