// Styles load with the first HTML so prerendered markup is styled before any script runs.
// (The design tokens are pulled in by shell.css with a CSS @import: a JavaScript import of
// `shared-ui/…` would go through the federated share scope, which is not ready yet here.)
import './shell.css';
import './remotes/remotes-request';

// Module Federation needs an asynchronous boundary before shared modules are used.
import('./bootstrap');
