// The quick SOAP note dialog, for the frame's shortcut (handed in by mf-admin/src/BackOfficeFrame.tsx)
// and « Actions rapides »: a `public-*` module of its own, so that those views take the dialog alone;
// the dialog loads the editor lazily, in a chunk of its own (docs/conventions.md, « Boundaries »).
export { QuickSoapNoteDialog } from './notes/QuickSoapNoteDialog';
