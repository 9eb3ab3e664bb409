// « Rendez-vous » (spec 2.11, §8): the patient's appointments as the server orders them (newest
// first, undated requests on top), with their state; a way to book another, which lives in the
// public site's remote, hence a plain link.
import { useState } from 'react';
import { formatDate, formatTime } from 'shared-domain/format';
import { paths } from 'shared-domain/paths';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PortalTabPage } from '../portal/PortalTabPage';
import { type PatientAppointment, useAppointments } from './api/appointments';
import './appointments.css';

export const appointmentsText = {
  loading: 'Chargement des rendez-vous…',
  loadFailed: 'Erreur lors du chargement des rendez-vous',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  retry: 'Réessayer',
  empty: 'Aucun rendez-vous pour le moment',
  undated: 'Date à confirmer',
  book: 'Prendre un rendez-vous',
  listLabel: 'Vos rendez-vous',
  service: 'Service',
  defaultService: 'Rendez-vous',
  duration: 'Durée',
  status: 'Statut',
  presence: 'Présence confirmée',
  cancellationReason: "Raison de l'annulation",
  noReason: 'Non spécifiée',
} as const;

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? appointmentsText.unreachable : appointmentsText.unexpected;
}

/** 'lundi 23 novembre 2026 à 9 h 30'; the day alone when the clinic has not set the hour yet. */
function whenText({ scheduledDate, scheduledTime }: PatientAppointment): string {
  if (!scheduledDate) return appointmentsText.undated;
  const day = formatDate(scheduledDate);
  return scheduledTime ? `${day} à ${formatTime(scheduledTime)}` : day;
}

export function AppointmentsPage() {
  const query = useAppointments();
  // After « Réessayer » the button goes away with the message: if it fails again, the focus goes to
  // the new message rather than being lost on the page's body.
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    void query.refetch();
  };
  const list = query.data?.appointments;

  return (
    <PortalTabPage tab="portalAppointments">
      <p className="appointments__book">
        <a className="ui-button ui-button--primary" href={paths.booking.build()}>
          {appointmentsText.book}
        </a>
      </p>
      {!list && query.isFetching ? <LoadingState label={appointmentsText.loading} /> : null}
      {!list && query.isError && !query.isFetching ? (
        <Notice
          tone="error"
          title={appointmentsText.loadFailed}
          autoFocus={retried}
          actions={<Button onClick={retry}>{appointmentsText.retry}</Button>}
        >
          <p>{failureMessage(query.error)}</p>
        </Notice>
      ) : null}
      {list && list.length === 0 ? <p className="portal-page__empty">{appointmentsText.empty}</p> : null}
      {list && list.length > 0 ? (
        <ul className="appointments" aria-label={appointmentsText.listLabel}>
          {list.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      ) : null}
    </PortalTabPage>
  );
}

function AppointmentCard({ appointment }: { appointment: PatientAppointment }) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <li className={`appointment-card${cancelled ? ' appointment-card--cancelled' : ''}`}>
      <h2 className="appointment-card__when">{whenText(appointment)}</h2>
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
    </li>
  );
}
