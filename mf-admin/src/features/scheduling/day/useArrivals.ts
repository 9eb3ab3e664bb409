// « Arrivé » in Ma Journée: one visit at a time, the card marked as arrived once the
// server answered (its draft invoice then exists, and « Facturation » and the patient's account are
// read again), or the failure said under the card. What a screen reader hears goes to the page's
// status line.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../../../query-keys';
import { markArrived } from './api/arrival';
import type { DayAppointment } from './api/day';
import { dayText } from './day-text';
import { failureMessage } from 'shared-ui/failure-message';

export function useArrivals() {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ appointmentId: string; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const arrive = async (appointment: DayAppointment) => {
    if (busyId) return;
    setBusyId(appointment.id);
    setFailure(null);
    setAnnouncement(dayText.busy);
    const result = await markArrived(appointment.id);
    setBusyId(null);
    if (result.kind !== 'ok') {
      const text = failureMessage(result);
      setFailure({ appointmentId: appointment.id, text });
      setAnnouncement(`${dayText.arrivalFailed} : ${text}`);
      return;
    }
    setArrived((current) => new Set(current).add(appointment.id));
    setAnnouncement(`${dayText.arrivedDone} : ${appointment.name}`);
    // The draft now exists: the lists that show it are read again.
    void queryClient.invalidateQueries({ queryKey: adminKeys.invoices.all() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.day() });
  };

  return {
    isArrived: (appointmentId: string) => arrived.has(appointmentId),
    failureFor: (appointmentId: string) => (failure?.appointmentId === appointmentId ? failure.text : undefined),
    busyId,
    announcement,
    arrive,
  };
}
