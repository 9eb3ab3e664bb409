// « Rendez-vous à venir » and « Rendez-vous passés » (the 20 most recent): each appointment with its
// day and time (a link to that day in the calendar), its service or reason and its status; a request
// not yet scheduled says when it was received.
import { formatDate, formatDateTime, formatTime } from 'shared-domain/platform/format';
import { Link } from 'shared-ui/router';
import { AppointmentStatusBadge, calendarLink } from '../scheduling/public';
import type { PatientAppointment } from './api/patient-file';
import { patientFileText } from './patient-file-text';

interface PatientAppointmentsSectionsProps {
  upcoming: readonly PatientAppointment[];
  past: readonly PatientAppointment[];
}

export function PatientAppointmentsSections({ upcoming, past }: PatientAppointmentsSectionsProps) {
  return (
    <>
      <section className="patient-file__section" aria-labelledby="dossier-a-venir">
        <h2 id="dossier-a-venir">{patientFileText.upcoming}</h2>
        <AppointmentList appointments={upcoming} empty={patientFileText.noUpcoming} />
      </section>
      <section className="patient-file__section" aria-labelledby="dossier-passes">
        <h2 id="dossier-passes">{patientFileText.past}</h2>
        {past.length > 0 ? <p className="patient-file__muted">{patientFileText.pastHint}</p> : null}
        <AppointmentList appointments={past} empty={patientFileText.noPast} />
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
          : `${patientFileText.requested} ${formatDateTime(new Date(appointment.createdAt))}`;
        return (
          <li key={appointment.id}>
            {date ? (
              <Link to={calendarLink({ id: appointment.id, scheduledDate: date })}>
                {when}
                <span className="ui-visually-hidden">{` — ${patientFileText.inCalendar}`}</span>
              </Link>
            ) : (
              <span>{when}</span>
            )}
            <span>{appointment.serviceName ?? appointment.reason}</span>
            <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
          </li>
        );
      })}
    </ul>
  );
}
