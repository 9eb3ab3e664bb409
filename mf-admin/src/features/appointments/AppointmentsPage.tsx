// « Rendez-vous » (issue 13): every appointment of a period, filtered by status, source and
// patient, fifty at a time with « Afficher plus », and the same selection as a CSV file. The
// filters live in the address (appointment-filters.ts), so « Back » returns to the previous ones.
import { useEffect, useMemo, useRef } from 'react';
import { formatDate, formatTime } from 'shared-domain/format';
import { paths } from 'shared-domain/paths';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useSearchParams } from 'shared-ui/router';
import { type ListedAppointment, useAppointments } from './api/appointments';
import { appointmentsExportUrl } from './api/appointments-export';
import { type AppointmentFilters, filtersToParams, readFilters } from './appointment-filters';
import { AppointmentFiltersForm } from './AppointmentFiltersForm';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { bookingSourceLabel } from './booking-source-labels';
import { calendarLink } from './calendar-link';
import { NoValue } from './NoValue';
import './appointments.css';

export const appointmentsText = {
  title: 'Rendez-vous',
  intro: 'Les rendez-vous de la clinique sur une période, filtrés par statut, source ou patient.',
  caption: 'Rendez-vous correspondant aux filtres',
  export: 'Exporter en CSV',
  exportDetail: ' (les rendez-vous filtrés, pour Excel)',
  more: 'Afficher plus',
  loadingMore: 'Chargement…',
  loading: 'Chargement des rendez-vous…',
  empty: 'Aucun rendez-vous ne correspond à ces filtres.',
  loadFailed: 'Erreur lors du chargement des rendez-vous',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
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

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? appointmentsText.unreachable : appointmentsText.unexpected;
}

export function AppointmentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters change only when the address's query does.
  const filters = useMemo(() => readFilters(searchParams), [query]);
  const list = useAppointments(filters);
  const tableRef = useRef<HTMLElement>(null);
  // The row to focus once the next page is drawn: the first new one, where reading continues.
  const firstNewRow = useRef<number | null>(null);
  const appointments = list.data?.pages.flatMap((page) => page.appointments) ?? [];

  useEffect(() => {
    const index = firstNewRow.current;
    if (index === null || appointments.length <= index) return;
    firstNewRow.current = null;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.focus();
  }, [appointments.length]);

  const apply = (next: AppointmentFilters) => setSearchParams(filtersToParams(next));
  const showMore = () => {
    firstNewRow.current = appointments.length;
    void list.fetchNextPage();
  };

  return (
    <PageFrame title={appointmentsText.title} className="ui-page appointments-page">
      <p>{appointmentsText.intro}</p>
      <AppointmentFiltersForm filters={filters} onApply={apply} onReset={() => setSearchParams(new URLSearchParams())} />
      <div className="appointments-toolbar">
        <p className="appointments-count" role="status">
          {list.data ? countText(appointments.length, list.hasNextPage) : ''}
        </p>
        <a className="ui-button ui-button--secondary" href={appointmentsExportUrl(filters)} download>
          {appointmentsText.export}
          <span className="ui-visually-hidden">{appointmentsText.exportDetail}</span>
        </a>
      </div>
      {list.isPending ? <LoadingState label={appointmentsText.loading} /> : null}
      {list.isError && !list.data ? (
        <Notice
          tone="error"
          title={appointmentsText.loadFailed}
          actions={<Button onClick={() => void list.refetch()}>{appointmentsText.retry}</Button>}
        >
          <p>{failureMessage(list.error)}</p>
        </Notice>
      ) : null}
      {appointments.length > 0 ? (
        // On a phone the rows become labelled blocks (appointments.css); the roles are written out
        // because a browser drops a table's semantics once its parts are no longer displayed as one.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
        <section ref={tableRef} className="appointments-table" aria-label={appointmentsText.caption} tabIndex={0}>
          <table role="table">
            <caption className="ui-visually-hidden">{appointmentsText.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {Object.values(appointmentsText.columns).map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {appointments.map((appointment) => (
                <AppointmentRow key={appointment.id} appointment={appointment} />
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {list.isFetchNextPageError ? (
        <p className="appointments-problem" role="alert">
          {failureMessage(list.error)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className="appointments-more">
          <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={showMore}>
            {list.isFetchingNextPage ? appointmentsText.loadingMore : appointmentsText.more}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}

function AppointmentRow({ appointment }: { appointment: ListedAppointment }) {
  const { columns } = appointmentsText;
  const date = appointment.scheduledDate;
  return (
    <tr tabIndex={-1} role="row">
      <td role="cell" data-label={columns.date}>
        {date ? (
          <Link to={calendarLink({ id: appointment.id, scheduledDate: date })}>
            {formatDate(date)}
            <span className="ui-visually-hidden">{appointmentsText.inCalendar}</span>
          </Link>
        ) : (
          appointmentsText.undated
        )}
      </td>
      <td role="cell" data-label={columns.time}>
        {appointment.scheduledTime ? formatTime(appointment.scheduledTime) : <NoValue spoken="Aucune" />}
      </td>
      <td role="cell" data-label={columns.patient}>
        {appointment.patientId ? <Link to={paths.adminPatient.build(appointment.patientId)}>{appointment.name}</Link> : appointment.name}
      </td>
      <td role="cell" data-label={columns.service}>
        {appointment.serviceName ?? <NoValue />}
      </td>
      <td role="cell" data-label={columns.status}>
        <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
      </td>
      <td role="cell" data-label={columns.source}>
        {bookingSourceLabel(appointment.bookingSource)}
      </td>
    </tr>
  );
}
