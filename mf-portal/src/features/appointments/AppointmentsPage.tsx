// « Rendez-vous » (spec 2.11, §8): the patient's appointments as the server orders them
// (newest first, undated requests on top), with their state and, where the API allows it, the
// management link's actions (confirm presence, move, cancel) under the same rules and engine; and
// « Prendre rendez-vous », which books for the signed-in patient without retyping who they are.
// Each outcome is said at the top of the tab, which takes the focus (the button that led to it may
// be gone or have moved), and the list is asked again. The tab is the portal's landing page: its
// dialogs (and the form validation they bring) load when first opened.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { depositPaidLabel } from 'shared-domain/billing/deposit-labels';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PortalTabPage } from '../portal/public';
import { IntakeTasks, QuestionnairesSection } from '../questionnaires/public';
import { appointmentsQueryKey, type PatientAppointment, useAppointments } from './api/appointments';
import { cancelAppointment } from './api/cancel';
import { useClinicPhone } from '../../lib/clinic/api/clinic';
import { useConfirmPresence } from './api/presence';
import { AppointmentCard, needsClinicPhone } from './AppointmentCard';
import { appointmentsText } from './appointments-text';
import './appointments.css';

const RescheduleDialog = lazy(() => import('./RescheduleDialog').then((m) => ({ default: m.RescheduleDialog })));
// The portal does not read the cancellation's answer: the list is asked again.
const CancelDialog = lazy(() => import('shared-ui/cancel-dialog/CancelDialog').then((m) => ({ default: m.CancelDialog<unknown> })));
const BookDialog = lazy(() => import('../book/public-book-dialog').then((m) => ({ default: m.BookDialog })));

type Feedback = { id: number; tone: 'success' | 'error'; title: string; text?: string };
type Change = 'move' | 'cancel';

export function AppointmentsPage() {
  const query = useAppointments();
  const queryClient = useQueryClient();
  // After « Réessayer » the button goes away with the message: if it fails again, the focus goes to
  // the new message rather than being lost on the page's body.
  const [retried, setRetried] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const feedbackCount = useRef(0);
  // The appointment a dialog is about stays after it closes, so the dialog can close properly.
  const [target, setTarget] = useState<PatientAppointment>();
  const [change, setChange] = useState<Change | null>(null);
  const [booking, setBooking] = useState(false);
  // Mounted from the first opening on, so that it can close properly (and give the focus back).
  const [bookingOpened, setBookingOpened] = useState(false);
  const presence = useConfirmPresence();
  const list = query.data?.appointments;
  const clinicPhone = useClinicPhone(Boolean(list?.some(needsClinicPhone)));

  const retry = () => {
    setRetried(true);
    void query.refetch();
  };
  const tell = (next: Omit<Feedback, 'id'>) => {
    feedbackCount.current += 1;
    setFeedback({ ...next, id: feedbackCount.current });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey() });
  const open = (kind: Change) => (appointment: PatientAppointment) => {
    setTarget(appointment);
    setChange(kind);
  };
  const closeChange = () => setChange(null);
  /** Done: close the dialog, say so, and show the list as it now stands. */
  const done = (title: string, text?: string) => () => {
    setChange(null);
    setBooking(false);
    tell({ tone: 'success', title, text });
    void refresh();
  };
  /** The API no longer allows the change at all: why, then the list as it now stands. */
  const refused = (title: string) => (error: ApiError) => {
    setChange(null);
    tell({ tone: 'error', title, text: error.message });
    void refresh();
  };
  const confirmPresence = (appointment: PatientAppointment) => {
    if (presence.isPending) return;
    presence.mutate(appointment.id, {
      onSuccess: () => tell({ tone: 'success', title: messages.presenceConfirmed }),
      onError: (error) => tell({ tone: 'error', title: messages.confirmFailed, text: problemMessage(error) }),
    });
  };

  return (
    <PortalTabPage tab="portalAppointments">
      <IntakeTasks />
      <QuestionnairesSection />
      {/* The dialogs come first: closing one gives the focus back to its button, and only then
          does a new message (below) take it. */}
      {/* Nothing to show while a dialog's code arrives: the button keeps the focus meanwhile. */}
      {target ? (
        <Suspense fallback={null}>
          <RescheduleDialog
            open={change === 'move'}
            appointment={target}
            onClose={closeChange}
            onRescheduled={done(messages.rescheduled)}
            onRefused={refused(messages.rescheduleFailed)}
          />
        </Suspense>
      ) : null}
      {target ? (
        <Suspense fallback={null}>
          <CancelDialog
            open={change === 'cancel'}
            appointment={target}
            cancel={(cancellation) => cancelAppointment(target.id, cancellation)}
            unreachable={appointmentsText.unreachable}
            isFinal={(error) => error.code === 'BOOK_003' || error.status === 404}
            onClose={closeChange}
            onCancelled={done(messages.cancelled)}
            onRefused={refused(messages.cancelFailed)}
          />
        </Suspense>
      ) : null}
      {bookingOpened ? (
        <Suspense fallback={null}>
          <BookDialog
            open={booking}
            onClose={() => setBooking(false)}
            onBooked={(appointment) =>
              // A deposit taken with the booking is said with it: « Dépôt payé : 30,00 $ ».
              done(messages.booked, appointment.depositPaidCents > 0 ? depositPaidLabel(appointment.depositPaidCents) : undefined)()
            }
          />
        </Suspense>
      ) : null}
      {/* A success is a status (an error Notice is an alert of its own). */}
      <div className="appointments__feedback" role={feedback?.tone === 'success' ? 'status' : undefined}>
        {feedback ? (
          // Keyed: each new message takes the focus.
          <Notice key={feedback.id} tone={feedback.tone === 'error' ? 'error' : 'info'} title={feedback.title} autoFocus>
            {feedback.text ? <p>{feedback.text}</p> : null}
          </Notice>
        ) : null}
      </div>
      <p className="appointments__book">
        <Button
          onClick={() => {
            setBookingOpened(true);
            setBooking(true);
          }}
        >
          {appointmentsText.book}
        </Button>
      </p>
      {!list && query.isFetching ? <LoadingState label={appointmentsText.loading} /> : null}
      {!list && query.isError && !query.isFetching ? (
        <Notice
          tone="error"
          title={appointmentsText.loadFailed}
          autoFocus={retried}
          actions={<Button onClick={retry}>{appointmentsText.retry}</Button>}
        >
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {list && list.length === 0 ? <p className="portal-page__empty">{appointmentsText.empty}</p> : null}
      {list && list.length > 0 ? (
        <ul className="appointments" aria-label={appointmentsText.listLabel}>
          {list.map((appointment) => (
            <AppointmentCard
              key={appointment.id}
              appointment={appointment}
              clinicPhone={clinicPhone}
              confirming={presence.isPending && presence.variables === appointment.id}
              onConfirmPresence={confirmPresence}
              onMove={open('move')}
              onCancel={open('cancel')}
            />
          ))}
        </ul>
      ) : null}
    </PortalTabPage>
  );
}
