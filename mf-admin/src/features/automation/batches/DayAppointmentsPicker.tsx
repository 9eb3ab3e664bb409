// « Des rendez-vous choisis »: the day's appointments that a batch may touch (pending or confirmed:
// cancelled, completed and no-show ones are never selected), as checkboxes, from the back-office's
// appointments list (GET /api/admin/appointments, fifty a page, « Charger plus » for the rest).
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { useAppointments } from '../../scheduling/appointments/api/appointments';
import { batchText as text } from './batch-text';

const selectable = new Set(['pending', 'confirmed']);

export interface DayAppointmentsPickerProps {
  date: string;
  selected: readonly string[];
  onChange(ids: string[]): void;
  error?: string | undefined;
  readOnly?: boolean;
}

export function DayAppointmentsPicker({ date, selected, onChange, error, readOnly = false }: DayAppointmentsPickerProps) {
  const list = useAppointments({ from: date, to: date, status: '', source: '', patient: '' });
  const appointments = (list.data?.pages.flatMap((page) => page.appointments) ?? []).filter((appointment) =>
    selectable.has(appointment.status),
  );
  if (list.isPending) return <LoadingState label={text.appointmentsLoading} />;
  if (list.isError)
    return (
      <p className="batch-said batch-said--failed" role="alert">
        {text.appointmentsFailed} {problemMessage(list.error)}
      </p>
    );
  return (
    <div className="batch-appointments">
      {appointments.length === 0 ? (
        <>
          <p className="batch-muted">{text.appointmentsNone}</p>
          {/* The form's error still needs a place (« Choisissez au moins un élément. »). */}
          {error ? (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <ChoiceGroup
          type="checkbox"
          id="appointmentIds"
          name="appointmentIds"
          legend={text.appointmentsLegend(formatDate(date))}
          required
          layout="list"
          choices={appointments.map((appointment) => ({
            value: appointment.id,
            label: [formatTime(appointment.scheduledTime ?? ''), appointment.name, appointment.serviceName].filter(Boolean).join(' — '),
          }))}
          selected={selected}
          onToggle={(id, on) => onChange(on ? [...selected, id] : selected.filter((other) => other !== id))}
          error={error}
          readOnly={readOnly}
        />
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {text.appointmentsMore}
        </Button>
      ) : null}
    </div>
  );
}
