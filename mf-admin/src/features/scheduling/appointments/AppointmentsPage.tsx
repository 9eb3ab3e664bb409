// « Rendez-vous »: every appointment of a period, filtered by status, source and
// patient, fifty at a time with « Afficher plus », and the same selection as a CSV file. The
// filters live in the address (appointment-filters.ts), so « Back » returns to the previous ones.
// The CSV is a bulk export: offered to the clinic's management only, as the server allows it.
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { CsvExportLinks } from 'shared-ui/CsvExportLinks';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { useSignedInRole } from '../../back-office/session/api/me';
import { type ListedAppointment, useAppointments } from './api/appointments';
import { appointmentsExportUrl } from './api/appointments-export';
import { appointmentFilterFields } from './appointment-filters';
import { AppointmentFiltersForm } from './AppointmentFiltersForm';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { bookingSourceLabel } from './booking-source-labels';
import { calendarLink } from './calendar-link';
import { NoValue } from 'shared-ui/NoValue';
import './appointments.css';

export const appointmentsText = {
  title: 'Rendez-vous',
  intro: 'Les rendez-vous de la clinique sur une période, filtrés par statut, source ou patient.',
  caption: 'Rendez-vous correspondant aux filtres',
  /** What the CSV export holds, as its links say to a screen reader. */
  exportContents: 'les rendez-vous filtrés',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  loading: 'Chargement des rendez-vous…',
  empty: 'Aucun rendez-vous ne correspond à ces filtres.',
  loadFailed: 'Erreur lors du chargement des rendez-vous',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
  undated: 'À planifier',
  inCalendar: ', voir dans le calendrier',
  columns: { date: 'Date', time: 'Heure', patient: 'Patient', service: 'Service', status: 'Statut', source: 'Source' },
} as const;

/** '12 rendez-vous affichés, d'autres suivent.' */
export function countText(shown: number, more: boolean): string {
  if (shown === 0) return appointmentsText.empty;
  const base = shown === 1 ? '1 rendez-vous affiché' : `${shown} rendez-vous affichés`;
  return more ? `${base}, d'autres suivent.` : `${base}.`;
}

export function AppointmentsPage() {
  const { filters, apply, reset } = useAddressFilters(appointmentFilterFields());
  const list = useAppointments(filters);
  const role = useSignedInRole();
  const mayExport = role !== undefined && mayAccess(role, 'management');
  const appointments = list.data?.pages.flatMap((page) => page.appointments) ?? [];

  return (
    <PageFrame title={appointmentsText.title} className="ui-page appointments-page">
      <p>{appointmentsText.intro}</p>
      <AppointmentFiltersForm filters={filters} onApply={apply} onReset={reset} />
      <div className="appointments-toolbar">
        <p className="appointments-count" role="status">
          {list.data ? countText(appointments.length, list.hasNextPage) : ''}
        </p>
        {mayExport ? (
          <CsvExportLinks href={(format) => appointmentsExportUrl(filters, format)} contents={appointmentsText.exportContents} />
        ) : null}
      </div>
      {list.isPending ? <LoadingState label={appointmentsText.loading} /> : null}
      {list.isError && !list.data ? (
        <Notice
          tone="error"
          title={appointmentsText.loadFailed}
          actions={<Button onClick={() => void list.refetch()}>{appointmentsText.retry}</Button>}
        >
          <p>{problemMessage(list.error)}</p>
        </Notice>
      ) : null}
      <StackedTable
        caption={appointmentsText.caption}
        columns={Object.values(appointmentsText.columns)}
        rows={appointments}
        rowKey={(appointment) => appointment.id}
        cells={(appointment) => <AppointmentCells appointment={appointment} />}
        minWidth="48rem"
        paging={list}
        problem={problemMessage(list.error)}
        labels={appointmentsText}
      />
    </PageFrame>
  );
}

function AppointmentCells({ appointment }: { appointment: ListedAppointment }) {
  const { columns } = appointmentsText;
  const date = appointment.scheduledDate;
  return (
    <>
      <StackedCell label={columns.date}>
        {date ? (
          <Link to={calendarLink({ id: appointment.id, scheduledDate: date })}>
            {formatDate(date)}
            <span className="ui-visually-hidden">{appointmentsText.inCalendar}</span>
          </Link>
        ) : (
          appointmentsText.undated
        )}
      </StackedCell>
      <StackedCell label={columns.time}>
        {appointment.scheduledTime ? formatTime(appointment.scheduledTime) : <NoValue spoken="Aucune" />}
      </StackedCell>
      <StackedCell label={columns.patient}>
        {appointment.patientId ? <Link to={paths.adminPatient.build(appointment.patientId)}>{appointment.name}</Link> : appointment.name}
      </StackedCell>
      <StackedCell label={columns.service}>{appointment.serviceName ?? <NoValue />}</StackedCell>
      <StackedCell label={columns.status}>
        <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
      </StackedCell>
      <StackedCell label={columns.source}>{bookingSourceLabel(appointment.bookingSource)}</StackedCell>
    </>
  );
}
