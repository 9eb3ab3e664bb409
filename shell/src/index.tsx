// Styles load with the first HTML so prerendered markup is styled before any script runs.
// (The design tokens come in through shell.css's CSS @import. Nothing shared through federation
// may be imported here: the share scope is not ready before the bootstrap chunk.)
import './shell.css';
import './remotes/remotes-request';

// Module Federation needs an asynchronous boundary before shared modules are used. It is crossed
// in a task of its own: the federation runtime's start (this script) and its resolving of the shared
// modules (the import) are two shorter tasks instead of one long one on a slow phone.
setTimeout(() => import('./bootstrap'));
