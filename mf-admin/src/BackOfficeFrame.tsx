// The back-office frame as routes.tsx mounts it: back-office's frame with the counts its sidebar
// shows, read from the features that own them (the requests waiting for a slot: scheduling's day),
// and clinical's quick SOAP note for its shortcut.
// Composed here, beside routes.tsx, because every feature imports the frame's session: the frame
// importing them back would make each pair two-way.
import { type AdminFrameProps, AdminFrame } from './features/back-office/frame/AdminFrame';
import { QuickSoapNoteDialog } from './features/clinical/public-quick-note';
import { usePendingRequestsCount } from './features/scheduling/day/api/pending-requests';

export function BackOfficeFrame(props: Omit<AdminFrameProps, 'counts' | 'QuickSoapNote'>) {
  const pendingRequests = usePendingRequestsCount();
  return <AdminFrame {...props} counts={pendingRequests === undefined ? {} : { pendingRequests }} QuickSoapNote={QuickSoapNoteDialog} />;
}
