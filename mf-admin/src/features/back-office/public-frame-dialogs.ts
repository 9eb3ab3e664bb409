// The frame's global search dialog, for a view that opens it from its own buttons (« Actions
// rapides »). Apart from back-office/public so the features that only need `mayOpenView` do not
// take the dialog and its styles with them.
export { GlobalSearchDialog } from './search/GlobalSearchDialog';
