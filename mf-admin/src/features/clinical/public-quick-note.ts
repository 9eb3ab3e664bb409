// The quick SOAP note editor, for the back-office's shortcut to load lazily: a `public-*` module of
// its own, so that its chunk holds the editor alone (docs/conventions.md, « Boundaries »).
export { default } from './notes/QuickNoteEditor';
