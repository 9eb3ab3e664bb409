// The frame's global search and quick SOAP note dialogs, for a view that opens them from its own
// buttons (« Actions rapides »). Apart from back-office/public so the features that only
// need `mayOpenView` do not take the dialogs and their styles with them.
export { GlobalSearchDialog } from './search/GlobalSearchDialog';
export { QuickSoapNoteDialog } from './shortcuts/QuickSoapNoteDialog';
