// The quick SOAP note (specification 2.13, Ctrl+S / Alt+S), from any back-office view: a patient,
// a template, the four sections and quick texts, saved as a draft or signed. The frame loads this
// dialog with every view (handed in by the page that composes it, mf-admin/src/BackOfficeFrame.tsx),
// so the editor itself loads only when the dialog first opens: its chunk holds the editor alone.
import { lazy, Suspense } from 'react';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';

export const quickSoapNoteText = {
  title: 'Note SOAP rapide',
  loading: 'Chargement de l’éditeur…',
} as const;

const QuickNoteEditor = lazy(() => import('./QuickNoteEditor'));

export function QuickSoapNoteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={quickSoapNoteText.title}
      className="ui-dialog--sheet quick-soap"
      // Once its code is loaded the editor shows with the dialog; the first time it focuses itself on arrival.
      initialFocus="first-field"
    >
      {open ? (
        <Suspense fallback={<LoadingState label={quickSoapNoteText.loading} />}>
          <QuickNoteEditor onClose={onClose} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
