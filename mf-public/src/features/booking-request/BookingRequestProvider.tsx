// Owns the appointment request modal: any call-to-action below it opens the modal through
// BookingRequestContext, and the focus goes back to that button when the modal closes.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'shared-ui/ErrorBoundary';
import { useFirstIntent } from '../../lib/loading/useFirstIntent';
import { BookingRequestContext, type BookingRequestControls } from '../../lib/cta/booking-request-context';
import type { SubmitAppointmentRequest } from './send-request';

// The modal itself (its dialog, its panels) comes with its content: no page needs it to show.
const loadRequestModal = () => import('./RequestModal');
// A failed load is remembered by React.lazy: trying again needs a new lazy component.
const lazyRequestModal = () => lazy(() => loadRequestModal().then((module) => ({ default: module.RequestModal })));

export interface BookingRequestProviderProps {
  children: ReactNode;
  /** Sends the request; defaults to POST /api/public/appointment-requests. Tests give their own. */
  submit?: SubmitAppointmentRequest;
}

export function BookingRequestProvider({ children, submit }: BookingRequestProviderProps) {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, then kept so a closed form keeps what was typed.
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const [modal, setModal] = useState(() => ({ RequestModal: lazyRequestModal(), attempt: 0 }));
  const modalFailed = useRef(false);

  const controls = useMemo<BookingRequestControls>(
    () => ({
      openRequest() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        if (modalFailed.current) {
          modalFailed.current = false;
          setModal(({ attempt }) => ({ RequestModal: lazyRequestModal(), attempt: attempt + 1 }));
        }
        setRequested(true);
        setOpen(true);
      },
    }),
    [],
  );

  useEffect(() => {
    if (open) return;
    // Runs after the dialog has closed (the modal's own effect runs first), when the page is
    // no longer inert and can take the focus back.
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, [open]);

  // The modal and its content are fetched at the first sign of a person on the page (not during
  // the page's own load), so they are usually there before the first click.
  useFirstIntent(() => {
    loadRequestModal()
      .then((module) => module.loadRequestContent())
      .catch(() => undefined);
  }, !requested);

  return (
    <BookingRequestContext.Provider value={controls}>
      {children}
      {requested ? (
        // A modal that could not be fetched leaves the page as it was; the next opening tries again.
        <ErrorBoundary
          key={modal.attempt}
          fallback={() => {
            modalFailed.current = true;
            return null;
          }}
        >
          <Suspense fallback={null}>
            <modal.RequestModal open={open} onClose={() => setOpen(false)} submit={submit} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </BookingRequestContext.Provider>
  );
}
