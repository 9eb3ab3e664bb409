// One appointment of the tab: when, status, service, length, its deposit paid (« Dépôt payé :
// 30,00 $ »), the reason of a cancellation, and what
// the patient may do about it, exactly as the API says (`canChange`): confirm their presence (once),
// move it, cancel it. When it can no longer be changed online, why, and the clinic's phone while
// the visit is still ahead (inside the clinic's cut-off, presence can still be confirmed).
import { type ReactNode, useId } from 'react';
import { depositPaidLabel } from 'shared-domain/billing/deposit-labels';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { changeClosedText, selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { Button } from 'shared-ui/Button';
import type { PatientAppointment } from './api/appointments';
import { appointmentsText } from './appointments-text';
import { whenText } from './when-text';

export interface AppointmentCardProps {
  appointment: PatientAppointment;
  /** The clinic's phone, once known; asked only when a card needs it (`needsClinicPhone`). */
  clinicPhone: string | undefined;
  /** This appointment's presence is being confirmed. */
  confirming: boolean;
  onConfirmPresence(appointment: PatientAppointment): void;
  onMove(appointment: PatientAppointment): void;
  onCancel(appointment: PatientAppointment): void;
}

/** Ahead of the patient, yet no longer changed online: the clinic's phone is what they need. */
export function needsClinicPhone(appointment: PatientAppointment): boolean {
  return appointment.changeClosed === 'cutoff';
}

export function AppointmentCard({ appointment, clinicPhone, confirming, onConfirmPresence, onMove, onCancel }: AppointmentCardProps) {
  const whenId = useId();
  const cancelled = appointment.status === 'cancelled';
  const dated = appointment.scheduledDate !== null;
  // Presence is what the day-before reminder asks for: still welcome inside the cut-off.
  const presenceAsked = !appointment.presenceConfirmed && dated && (appointment.canChange || appointment.changeClosed === 'cutoff');
  const presenceButton = presenceAsked ? (
    <Button onClick={() => onConfirmPresence(appointment)} aria-disabled={confirming || undefined} aria-describedby={whenId}>
      {confirming ? selfServiceText.confirming : selfServiceText.confirmPresence}
    </Button>
  ) : null;

  return (
    <li className={`appointment-card${cancelled ? ' appointment-card--cancelled' : ''}`}>
      <h2 id={whenId} className="appointment-card__when">
        {whenText(appointment)}
      </h2>
      <p className="appointment-card__badges">
        <span className="appointment-card__status">{`${appointmentsText.status} : ${appointment.statusLabel}`}</span>
        {appointment.presenceConfirmed && !cancelled ? (
          <span className="appointment-card__presence">{appointmentsText.presence}</span>
        ) : null}
      </p>
      <dl className="appointment-card__details">
        <div>
          <dt>{appointmentsText.service}</dt>
          <dd>{appointment.serviceName ?? appointmentsText.defaultService}</dd>
        </div>
        <div>
          <dt>{appointmentsText.duration}</dt>
          <dd>{`${appointment.durationMinutes} min`}</dd>
        </div>
        {cancelled ? (
          <div>
            <dt>{appointmentsText.cancellationReason}</dt>
            <dd>{appointment.cancellationReason || appointmentsText.noReason}</dd>
          </div>
        ) : null}
      </dl>
      {appointment.depositPaidCents > 0 ? (
        <p className="appointment-card__deposit">{depositPaidLabel(appointment.depositPaidCents)}</p>
      ) : null}
      {appointment.canChange ? (
        // Each button is described by the card's date, so a list of « Déplacer » says which one.
        <div className="appointment-card__actions">
          {presenceButton}
          <Button variant="secondary" onClick={() => onMove(appointment)} aria-describedby={whenId}>
            {appointmentsText.move}
          </Button>
          <Button variant="secondary" onClick={() => onCancel(appointment)} aria-describedby={whenId}>
            {appointmentsText.cancel}
          </Button>
        </div>
      ) : (
        <ChangeClosed appointment={appointment} clinicPhone={clinicPhone} presenceButton={presenceButton} />
      )}
    </li>
  );
}

function ChangeClosed({
  appointment,
  clinicPhone,
  presenceButton,
}: {
  appointment: PatientAppointment;
  clinicPhone: string | undefined;
  presenceButton: ReactNode;
}) {
  const { changeClosed } = appointment;
  if (!changeClosed) return null;
  // An undated request is not "too close": it waits for the clinic, which the patient may call.
  const reason = changeClosed === 'cutoff' && appointment.scheduledDate === null ? null : changeClosedText[changeClosed];
  const phone = needsClinicPhone(appointment) ? clinicPhone : undefined;
  if (!reason && !phone && !presenceButton) return null;
  return (
    <div className="appointment-card__closed">
      {presenceButton ? <div className="appointment-card__actions">{presenceButton}</div> : null}
      {reason || phone ? (
        <p>
          {reason}
          {phone ? (
            <>
              {reason ? ' ' : null}
              {selfServiceText.callUs} <a href={phoneHref(phone)}>{formatPhone(phone)}</a>.
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
