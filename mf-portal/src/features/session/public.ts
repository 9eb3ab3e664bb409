// What the other features may use of the session besides its `api/` modules: the sign-out button the
// portal's frame shows. A feature imports another only through that one's `api/` modules and `public`
// modules (docs/conventions.md, « Boundaries »).
export { SignOutButton } from './SignOutButton';
