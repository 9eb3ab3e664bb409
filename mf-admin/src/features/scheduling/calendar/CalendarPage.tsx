// 'Calendrier' (specification 2.13): the clinic's day or week on a grid of its hours, the
// appointments coloured by service and named in text, closed days shaded, blocked periods with
// their reason. The address holds what is shown (`?vue=jour|semaine&date=YYYY-MM-DD`, and
// `rdv=<id>` for an open appointment), so a link or a reload shows the same; a phone starts on the
// day. From here staff create, move, cancel or mark absent an appointment, and block or unblock time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { useLatch } from 'shared-ui/useLatch';
import { useMediaQuery } from 'shared-ui/useMediaQuery';
import { type CalendarBlockedTime, refreshAfterChange, useCalendar } from './api/calendar';
import { unblockTime } from './api/unblock-time';
import { appointmentElementId, CalendarGrid } from './CalendarGrid';
import { type CalendarLocation, type CalendarView, calendarFields, shiftDate, visibleDays } from './calendar-grid';
import { blockedPeriodText, calendarText, rangeHeading } from './calendar-text';
import type { NewAppointmentStart } from './NewAppointmentDialog';
import { useWeekOpensOnToday } from './useWeekOpensOnToday';
import './calendar.css';
import { failureMessage } from 'shared-ui/failure-message';

// The dialogs and their forms' schemas load the first time one is asked for, not with the week.
const AppointmentDialog = lazy(() => import('./AppointmentDialog').then((module) => ({ default: module.AppointmentDialog })));
const NewAppointmentDialog = lazy(() => import('./NewAppointmentDialog').then((module) => ({ default: module.NewAppointmentDialog })));
const BlockTimeDialog = lazy(() => import('./BlockTimeDialog').then((module) => ({ default: module.BlockTimeDialog })));

const newButtonId = 'calendrier-nouveau';

/** The back-office frame's phone breakpoint (admin-frame.css). */
const narrowScreen = '(max-width: 767.98px)';

export function CalendarPage() {
  const narrow = useMediaQuery(narrowScreen);
  const today = clinicDate(new Date());
  const { filters: location, apply } = useAddressFilters(calendarFields(today, narrow));
  const days = visibleDays(location.view, location.date);
  const from = days[0] ?? location.date;
  const to = days[days.length - 1] ?? location.date;
  const calendar = useCalendar(from, to);
  const queryClient = useQueryClient();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const [newStart, setNewStart] = useState<NewAppointmentStart>();
  const [blockStart, setBlockStart] = useState<string>();
  const [moveTo, setMoveTo] = useState<{ id: string; date: string; time: string }>();
  /** What takes the focus once the calendar has been read again after a change. */
  const [focusAfterRefresh, setFocusAfterRefresh] = useState<string>();

  const go = (next: Partial<CalendarLocation>, replace = false) => apply({ ...location, ...next }, replace ? 'replace' : 'push');
  const showPeriod = (next: { view?: CalendarView; date?: string }) => {
    setStatus('');
    go({ ...next, appointmentId: undefined });
  };

  const data = calendar.data;
  const frameRef = useRef<HTMLDivElement>(null);
  useWeekOpensOnToday(frameRef, data ? `${location.view} ${from}` : undefined);
  const current = data && !calendar.isPlaceholderData ? data : undefined;
  const opened = location.appointmentId
    ? current?.appointments.find((appointment) => appointment.id === location.appointmentId)
    : undefined;
  const missing = location.appointmentId !== undefined && current !== undefined && opened === undefined;
  // Once a dialog was asked for, the three stay mounted (as they always were before being loaded on demand).
  const dialogsWanted = useLatch(opened !== undefined || newStart !== undefined || blockStart !== undefined);

  useEffect(() => {
    if (!focusAfterRefresh || calendar.isFetching) return;
    setFocusAfterRefresh(undefined);
    const target = document.getElementById(focusAfterRefresh);
    (target ?? headingRef.current)?.focus();
  }, [focusAfterRefresh, calendar.isFetching]);

  /** A change went through: announced, the dialog closed, everything that shows appointments read again. */
  const changed = (message: string, appointmentId?: string) => {
    setStatus(message);
    setMoveTo(undefined);
    go({ appointmentId: undefined }, true);
    setFocusAfterRefresh(appointmentId ? appointmentElementId(appointmentId) : 'calendrier-periode');
    void refreshAfterChange(queryClient);
  };

  const unblocking = useMutation({
    mutationFn: async (block: CalendarBlockedTime) => {
      const result = await unblockTime(block.id);
      if (result.kind === 'ok') return;
      throw new Error(failureMessage(result));
    },
    onMutate: () => setStatus(''),
    onSuccess: () => {
      setStatus(calendarText.unblocked);
      setFocusAfterRefresh('calendrier-blocages');
    },
    onError: (error) => setStatus(error.message),
    onSettled: () => refreshAfterChange(queryClient),
  });

  // What the dialogs start on: the day shown, or in a week, today if it is in it, else its Monday.
  const firstDay = location.view === 'jour' ? location.date : days.includes(today) ? today : from;
  const previous = calendarText.previous[location.view];
  const next = calendarText.next[location.view];
  return (
    <PageFrame title={calendarText.title} className="ui-page calendar-page">
      <div className="calendar-toolbar">
        <fieldset className="calendar-toolbar__group">
          <legend className="ui-visually-hidden">{calendarText.views}</legend>
          <Button
            variant={location.view === 'jour' ? 'primary' : 'secondary'}
            aria-pressed={location.view === 'jour'}
            onClick={() => showPeriod({ view: 'jour' })}
          >
            {calendarText.day}
          </Button>
          <Button
            variant={location.view === 'semaine' ? 'primary' : 'secondary'}
            aria-pressed={location.view === 'semaine'}
            onClick={() => showPeriod({ view: 'semaine' })}
          >
            {calendarText.week}
          </Button>
        </fieldset>
        <fieldset className="calendar-toolbar__group">
          <legend className="ui-visually-hidden">{calendarText.period}</legend>
          <Button variant="secondary" onClick={() => showPeriod({ date: shiftDate(location.view, location.date, -1) })}>
            <span aria-hidden="true">‹ </span>
            {previous}
          </Button>
          <Button variant="secondary" aria-current={days.includes(today) ? 'date' : undefined} onClick={() => showPeriod({ date: today })}>
            {calendarText.today}
          </Button>
          <Button variant="secondary" onClick={() => showPeriod({ date: shiftDate(location.view, location.date, 1) })}>
            {next}
            <span aria-hidden="true"> ›</span>
          </Button>
        </fieldset>
        <div className="calendar-toolbar__goto">
          <label htmlFor="calendrier-date">{calendarText.goTo}</label>
          <input
            id="calendrier-date"
            type="date"
            value={location.date}
            onChange={(event) => {
              if (event.target.value) showPeriod({ date: event.target.value });
            }}
          />
        </div>
        <div className="calendar-toolbar__group calendar-toolbar__actions">
          <Button id={newButtonId} onClick={() => setNewStart({ date: firstDay })}>
            {calendarText.newAppointment}
          </Button>
          <Button variant="secondary" onClick={() => setBlockStart(firstDay)}>
            {calendarText.blockTime}
          </Button>
        </div>
      </div>
      <h2 id="calendrier-periode" ref={headingRef} tabIndex={-1} className="calendar-period">
        {rangeHeading(location.view, days)}
      </h2>
      <p className="calendar-status" role="status">
        {status}
      </p>
      {missing ? (
        <div className="calendar-missing" role="alert">
          <p>{calendarText.missingAppointment}</p>
          <Button variant="secondary" onClick={() => go({ appointmentId: undefined }, true)}>
            {calendarText.dismiss}
          </Button>
        </div>
      ) : null}
      {calendar.isError && !data ? (
        <Notice
          tone="error"
          title={calendarText.loadFailed}
          actions={<Button onClick={() => void calendar.refetch()}>{calendarText.retry}</Button>}
        >
          <p>{problemMessage(calendar.error)}</p>
        </Notice>
      ) : null}
      {calendar.isFetching && !current ? <LoadingState label={calendarText.loading} /> : null}
      {data ? (
        <div ref={frameRef} className="calendar-frame" aria-busy={calendar.isPlaceholderData || undefined}>
          <CalendarGrid
            days={days}
            today={today}
            hours={data.hours}
            appointments={current ? current.appointments : []}
            blockedTimes={current ? current.blockedTimes : []}
            onOpen={(id) => {
              setMoveTo(undefined);
              go({ appointmentId: id }, true);
            }}
            onPickSlot={(date, time) => {
              // The cell is out of the tab order: the focus comes back to the button that does the same.
              document.getElementById(newButtonId)?.focus();
              setNewStart({ date, time });
            }}
            onDropAppointment={(id, date, time) => {
              document.getElementById(appointmentElementId(id))?.focus();
              setMoveTo({ id, date, time });
              go({ appointmentId: id }, true);
            }}
          />
        </div>
      ) : null}
      {current ? (
        <>
          <ServiceLegend services={current.services} />
          <BlockedList
            blockedTimes={current.blockedTimes}
            busyId={unblocking.isPending ? unblocking.variables?.id : undefined}
            onUnblock={(block) => unblocking.mutate(block)}
          />
        </>
      ) : null}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <AppointmentDialog
            appointment={opened}
            services={current?.services ?? []}
            moveTo={moveTo && opened && moveTo.id === opened.id ? moveTo : undefined}
            onClose={() => {
              setMoveTo(undefined);
              go({ appointmentId: undefined }, true);
            }}
            onChanged={changed}
          />
          <NewAppointmentDialog
            start={newStart}
            services={current?.services ?? []}
            onClose={() => setNewStart(undefined)}
            onCreated={(message, created) => {
              setNewStart(undefined);
              setStatus(message);
              // The new appointment is focused when it is in the period shown.
              setFocusAfterRefresh(appointmentElementId(created.id));
            }}
          />
          <BlockTimeDialog
            startDate={blockStart}
            onClose={() => setBlockStart(undefined)}
            onBlocked={(message) => setStatus(message)}
            onOpenAppointment={(id, date) => {
              setBlockStart(undefined);
              go({ date: date || location.date, appointmentId: id });
            }}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

function ServiceLegend({ services }: { services: readonly { id: string; name: string; color: string | null }[] }) {
  if (services.length === 0) return null;
  return (
    <section className="calendar-legend" aria-labelledby="calendrier-services">
      <h2 id="calendrier-services" className="calendar-legend__heading">
        {calendarText.services}
      </h2>
      <ul>
        {services.map((service) => (
          <li key={service.id}>
            <span
              className="calendar-legend__swatch"
              style={service.color ? { background: service.color } : undefined}
              aria-hidden="true"
            />
            {service.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface BlockedListProps {
  blockedTimes: readonly CalendarBlockedTime[];
  busyId: string | undefined;
  onUnblock(block: CalendarBlockedTime): void;
}

/** The blocked periods that reach the days shown, each with the way to remove it. */
function BlockedList({ blockedTimes, busyId, onUnblock }: BlockedListProps) {
  return (
    <section className="calendar-blocked" aria-labelledby="calendrier-blocages">
      <h2 id="calendrier-blocages" tabIndex={-1}>
        {calendarText.blockedHeading}
      </h2>
      {blockedTimes.length === 0 ? (
        <p>{calendarText.noBlocked}</p>
      ) : (
        <ul>
          {blockedTimes.map((block) => {
            const when = blockedPeriodText(block);
            return (
              <li key={block.id} className="calendar-blocked__item">
                <span>
                  <strong>{block.reason}</strong> — {when}
                </span>
                <Button
                  variant="secondary"
                  aria-disabled={busyId !== undefined || undefined}
                  onClick={() => busyId === undefined && onUnblock(block)}
                >
                  {calendarText.unblock}
                  <span className="ui-visually-hidden">{` « ${block.reason} », ${when}`}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
