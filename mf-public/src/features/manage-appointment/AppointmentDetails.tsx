// The appointment as its link shows it (specification §2.7): service and price, day, time,
// length, status, the presence badge once confirmed, the reason once cancelled.
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { durationText } from '../../lib/services/service-text';
import type { LinkedAppointment } from './api/appointment';

export function AppointmentDetails({ appointment, headingId }: { appointment: LinkedAppointment; headingId: string }) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <section className="manage-page__appointment" aria-labelledby={headingId}>
      <h2 id={headingId}>Votre rendez-vous</h2>
      <p className="manage-page__badges">
        <span className={`manage-page__status manage-page__status--${cancelled ? 'cancelled' : 'active'}`}>
          Statut : {appointmentStatusLabel(appointment.status)}
        </span>
        {appointment.presenceConfirmed && !cancelled ? <span className="manage-page__presence">Présence confirmée</span> : null}
      </p>
      <dl className="booking-summary">
        <div>
          <dt>Nom</dt>
          <dd>{appointment.name}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{appointment.serviceName ?? 'Rendez-vous'}</dd>
        </div>
        {appointment.priceCents === null ? null : (
          <div>
            <dt>Prix</dt>
            <dd>{formatMoney(appointment.priceCents)}</dd>
          </div>
        )}
        <div>
          <dt>Date</dt>
          <dd>{appointment.scheduledDate ? formatDate(appointment.scheduledDate) : 'À confirmer'}</dd>
        </div>
        <div>
          <dt>Heure</dt>
          <dd>{appointment.scheduledTime ? formatTime(appointment.scheduledTime) : 'À confirmer'}</dd>
        </div>
        <div>
          <dt>Durée</dt>
          <dd>{durationText(appointment.durationMinutes)}</dd>
        </div>
        {cancelled ? (
          <div>
            <dt>Raison de l'annulation</dt>
            <dd>{appointment.cancellationReason || 'Non spécifiée'}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
