// « Rendez-vous à venir » and « Rendez-vous passés » (the 20 most recent): each appointment with its
// day and time (a link to that day in the calendar), its service or reason and its status; a request
// not yet scheduled says when it was received. Scheduling's, drawn in the patient file by the page
// that composes it (mf-admin/src/PatientFileView.tsx).
import { formatDate, formatDateTime, formatTime } from 'shared-domain/platform/format';
import { Link } from 'shared-ui/router';
import type { PatientAppointment } from '../../patients/api/patient-file';
import { AppointmentStatusBadge, PresenceConfirmedBadge } from './AppointmentStatusBadge';
import { calendarLink } from './calendar-link';
import { shownHealthText } from 'shared-domain/accounts/health-text';

export const patientAppointmentsText = {
  upcoming: 'Rendez-vous à venir',
  noUpcoming: 'Aucun rendez-vous à venir.',
  past: 'Rendez-vous passés',
  pastHint: 'Les 20 plus récents.',
  noPast: 'Aucun rendez-vous passé.',
  inCalendar: 'Voir dans le calendrier',
  requested: 'Demande reçue le',
} as const;

/** Where the patient file's navigation leads to each section. */
export const patientAppointmentsAnchors = [
  { id: 'dossier-a-venir', label: patientAppointmentsText.upcoming },
  { id: 'dossier-passes', label: patientAppointmentsText.past },
] as const;

interface PatientAppointmentsSectionsProps {
  upcoming: readonly PatientAppointment[];
  past: readonly PatientAppointment[];
}

export function PatientAppointmentsSections({ upcoming, past }: PatientAppointmentsSectionsProps) {
  return (
    <>
      <section className="patient-file__section" aria-labelledby="dossier-a-venir">
        <h2 id="dossier-a-venir">{patientAppointmentsText.upcoming}</h2>
        <AppointmentList appointments={upcoming} empty={patientAppointmentsText.noUpcoming} />
      </section>
      <section className="patient-file__section" aria-labelledby="dossier-passes">
        <h2 id="dossier-passes">{patientAppointmentsText.past}</h2>
        {past.length > 0 ? <p className="patient-file__muted">{patientAppointmentsText.pastHint}</p> : null}
        <AppointmentList appointments={past} empty={patientAppointmentsText.noPast} />
      </section>
    </>
  );
}

function AppointmentList({ appointments, empty }: { appointments: readonly PatientAppointment[]; empty: string }) {
  if (appointments.length === 0) return <p className="patient-file__muted">{empty}</p>;
  return (
    <ul className="patient-file__appointments">
      {appointments.map((appointment) => {
        const date = appointment.scheduledDate;
        const when = date
          ? `${formatDate(date)}${appointment.scheduledTime ? ` à ${formatTime(appointment.scheduledTime)}` : ''}`
          : `${patientAppointmentsText.requested} ${formatDateTime(new Date(appointment.createdAt))}`;
        return (
          <li key={appointment.id}>
            {date ? (
              <Link to={calendarLink({ id: appointment.id, scheduledDate: date })}>
                {when}
                <span className="ui-visually-hidden">{` — ${patientAppointmentsText.inCalendar}`}</span>
              </Link>
            ) : (
              <span>{when}</span>
            )}
            <span>{appointment.serviceName ?? shownHealthText(appointment.reason, appointment.reasonOnFile, 'reason', null)}</span>
            <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
            <PresenceConfirmedBadge appointment={appointment} />
          </li>
        );
      })}
    </ul>
  );
}
