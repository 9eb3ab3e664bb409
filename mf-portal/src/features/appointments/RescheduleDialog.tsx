// « Déplacer »: the free slots of the appointment's service (its own slot counting as free), the
// shared pickers, then one button to move it, with the management link's engine and rules. A slot
// taken meanwhile (or no longer offered) says so and brings fresh slots; a move the API no longer
// allows at all (BOOK_003, or the appointment is not found) goes back to the page, which says why.
import { useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import type { PatientAppointment } from './api/appointments';
import { useMoveAvailability } from './api/availability';
import { rescheduleAppointment } from './api/reschedule';
import { appointmentsText } from './appointments-text';
import '../../lib/appointment-dialog/appointment-dialog.css';
import { SlotChoice } from '../../lib/appointment-dialog/SlotChoice';
import { whenText } from './when-text';

const text = selfServiceText.reschedule;

export interface RescheduleDialogProps {
  open: boolean;
  /** The appointment to move (kept by the page after closing, so the dialog closes properly). */
  appointment: PatientAppointment;
  onClose(): void;
  onRescheduled(): void;
  /** The API refused any move (BOOK_003) or no longer finds the appointment. */
  onRefused(error: ApiError): void;
}

export function RescheduleDialog({ open, appointment, onClose, onRescheduled, onRefused }: RescheduleDialogProps) {
  return (
    // The slots arrive after the opening: the focus starts on the dialog's own close button, as a
    // browser would put it, rather than on a list still loading.
    <Dialog
      open={open}
      onClose={onClose}
      title={text.heading}
      className="ui-dialog--sheet appointment-dialog"
      initialFocus=".ui-dialog__close"
    >
      {/* Only while open: each opening starts from fresh slots and no choice. */}
      {open ? <RescheduleChoice appointment={appointment} onClose={onClose} onRescheduled={onRescheduled} onRefused={onRefused} /> : null}
    </Dialog>
  );
}

function RescheduleChoice({ appointment, onClose, onRescheduled, onRefused }: Omit<RescheduleDialogProps, 'open'>) {
  const slots = useMoveAvailability(appointment.id);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const move = async () => {
    if (!date || !time || sending) return;
    setSending(true);
    setProblem(undefined);
    const result = await rescheduleAppointment(appointment.id, { date, time });
    setSending(false);
    if (result.kind === 'ok') return onRescheduled();
    if (result.kind === 'unreachable') return setProblem(appointmentsText.unreachable);
    const { error } = result;
    if (error.code === 'BOOK_003' || error.status === 404) return onRefused(error);
    // Taken meanwhile, or no longer offered: fresh slots, and a new time to choose.
    if (error.code === 'BOOK_001' || error.status === 422) {
      setProblem(error.fields?.time ?? error.fields?.date ?? error.message);
      setTime(undefined);
      void slots.refetch();
      return;
    }
    setProblem(error.message);
  };

  return (
    <div className="appointment-dialog__body">
      <p className="appointment-dialog__current">
        {appointmentsText.current} : <strong>{whenText(appointment)}</strong>
      </p>
      <FormFailure title={messages.rescheduleFailed} message={problem} />
      {slots.data ? (
        <SlotChoice
          days={slots.data.days}
          date={date}
          time={time}
          onDate={(chosen) => {
            setDate(chosen);
            setTime(undefined);
          }}
          onTime={setTime}
          dateLabel={text.date}
          timeLabel={text.time}
        />
      ) : slots.isError && !slots.isFetching ? (
        <div className="ui-form-failure" role="alert">
          <p>
            <strong>{messages.slotsLoadFailed}</strong>
          </p>
          <p>{problemMessage(slots.error)}</p>
          <Button variant="secondary" onClick={() => void slots.refetch()}>
            {appointmentsText.retry}
          </Button>
        </div>
      ) : (
        <LoadingState label={selfServiceText.loadingSlots} />
      )}
      <div className="appointment-dialog__actions">
        <Button onClick={move} disabled={!date || !time} aria-disabled={sending || undefined}>
          {sending ? text.busy : text.submit}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.keep}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {sending ? text.busyStatus : ''}
      </p>
    </div>
  );
}
