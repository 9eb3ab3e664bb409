// Marking a visit completed or absent from 'Ma Journée', and undoing it: one change at a time, the
// card showing what happened ('RDV marqué comme complété', specification §8) with 'Annuler' for
// five seconds (held while the button has the focus, so a keyboard or screen-reader user who
// reaches it is not raced). The undo is the same call the other way, from the status now shown.
// The focus follows the change: to the card when its buttons go, back to 'Marquer comme complété'
// after an undo.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppointmentStatus } from 'shared-domain/scheduling/appointment-status';
import { changeAppointmentStatus, type StatusChange } from './api/appointment-status';
import { dayQueryKey, type AdminDay, type DayAppointment } from './api/day';
import { dayText, undoWindowMs } from './day-text';
import type { VisitAction, VisitFeedback } from './DayVisit';
import { type FailedAnswer, failureMessage } from 'shared-ui/failure-message';
import { noShowFeeText } from './no-show-fee';

type UndoableStatus = Extract<AppointmentStatus, 'pending' | 'confirmed'>;

interface Change {
  appointmentId: string;
  feedback: VisitFeedback;
  /** The way back while 'Annuler' is offered. */
  undo?: { status: UndoableStatus; from: VisitAction };
}

/** Where the focus goes once the card is drawn again. */
type FocusRequest = { appointmentId: string; target: 'card' | 'first-action' } | null;

const doneText: Record<VisitAction, string> = { completed: dayText.completed, no_show: dayText.markedNoShow };

export function useVisitChanges() {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<Change | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // What a screen reader hears (the page's status region): the card's text with the visit's name.
  const [announcement, setAnnouncement] = useState('');
  const [undoFocused, setUndoFocused] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  const cardRef = useCallback(
    (appointmentId: string) => (element: HTMLElement | null) => {
      if (element) cards.current.set(appointmentId, element);
      else cards.current.delete(appointmentId);
    },
    [],
  );

  useEffect(() => {
    if (!focusRequest) return;
    const card = cards.current.get(focusRequest.appointmentId);
    const target = focusRequest.target === 'first-action' ? card?.querySelector<HTMLElement>('.day-visit__complete') : card;
    (target ?? card)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  // 'Annuler' goes after five seconds, unless it has the focus (the count starts again when it leaves).
  const undoOffered = Boolean(change?.undo);
  useEffect(() => {
    if (!undoOffered || undoFocused) return;
    const timer = setTimeout(() => {
      setChange((current) =>
        current?.undo ? { appointmentId: current.appointmentId, feedback: { ...current.feedback, undoable: false } } : current,
      );
    }, undoWindowMs);
    return () => clearTimeout(timer);
  }, [undoOffered, undoFocused]);

  /** The answer's appointment in the day at once; the counts (revenue, requests) with a fresh read. */
  // The changed visit as the status route answers it; its intake (the day's own reading) is kept.
  const settle = (appointment: Omit<DayAppointment, 'intake'> | undefined) => {
    if (appointment) {
      queryClient.setQueryData<AdminDay>(dayQueryKey, (day) =>
        day
          ? {
              ...day,
              appointments: day.appointments.map((shown) =>
                shown.id === appointment.id ? { ...appointment, intake: shown.intake } : shown,
              ),
            }
          : day,
      );
    }
    void queryClient.invalidateQueries({ queryKey: dayQueryKey });
  };

  const send = async (appointment: DayAppointment, statusChange: StatusChange) => {
    setBusyId(appointment.id);
    setAnnouncement(dayText.busy);
    const result = await changeAppointmentStatus(appointment.id, statusChange);
    setBusyId(null);
    return result;
  };

  const fail = (appointment: DayAppointment, result: FailedAnswer) => {
    const text = failureMessage(result);
    setChange({ appointmentId: appointment.id, feedback: { tone: 'failed', text, undoable: false } });
    setAnnouncement(`${dayText.updateFailed} : ${text}`);
    // Changed meanwhile (or gone): the day as it now is.
    if (result.kind === 'error') void queryClient.invalidateQueries({ queryKey: dayQueryKey });
  };

  const mark = async (appointment: DayAppointment, action: VisitAction) => {
    if (busyId) return;
    const previous = appointment.status;
    setChange(null);
    setUndoFocused(false);
    const result = await send(appointment, { status: action, from: previous });
    if (result.kind !== 'ok') {
      fail(appointment, result);
      setFocusRequest({ appointmentId: appointment.id, target: 'card' });
      return;
    }
    settle(result.data.appointment);
    const undoable = previous === 'pending' || previous === 'confirmed';
    // « Absent » may have drafted the clinic's no-show fee: said beside the change.
    const detail = action === 'no_show' ? noShowFeeText(result.data.noShowFee) : undefined;
    setChange({
      appointmentId: appointment.id,
      feedback: { tone: 'done', text: doneText[action], undoable, ...(detail ? { detail } : {}) },
      ...(undoable ? { undo: { status: previous, from: action } } : {}),
    });
    setAnnouncement(`${doneText[action]} : ${appointment.name}${detail ? `. ${detail}` : ''}`);
    // Its buttons are gone with the status: the card holds the focus, 'Annuler' next in line.
    setFocusRequest({ appointmentId: appointment.id, target: 'card' });
  };

  const undo = async (appointment: DayAppointment) => {
    const way = change?.undo;
    if (busyId || !way || change.appointmentId !== appointment.id) return;
    const result = await send(appointment, way);
    setUndoFocused(false);
    if (result.kind !== 'ok') {
      fail(appointment, result);
      setFocusRequest({ appointmentId: appointment.id, target: 'card' });
      return;
    }
    settle(result.data.appointment);
    setChange({ appointmentId: appointment.id, feedback: { tone: 'done', text: dayText.undone, undoable: false } });
    setAnnouncement(`${dayText.undone} : ${appointment.name}`);
    setFocusRequest({ appointmentId: appointment.id, target: 'first-action' });
  };

  return {
    feedbackFor: (appointmentId: string) => (change?.appointmentId === appointmentId ? change.feedback : undefined),
    busyId,
    announcement,
    mark,
    undo,
    setUndoFocused,
    cardRef,
  };
}
