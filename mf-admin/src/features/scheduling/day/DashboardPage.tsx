// 'Ma Journée' (specification 2.13): the back-office's first view. Today's appointments
// in order, each with the day's marker (en cours, suivant, en retard: §4) and the desk's actions
// (arrived, completed, absent, undo, « Encaisser », « Encaisser le dépôt » in its dialog); beside them the day in brief: requests waiting, the waitlist, the
// estimated revenue and the practice's stats; below, « Textos reçus », the replies for the desk. The day is read again every 30 s and when the window
// comes back; the markers move with the clock each minute in between.
import { dayMarkers } from 'shared-domain/scheduling/day-markers';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link } from 'shared-ui/router';
import { lazy, Suspense, useState } from 'react';
import type { DepositVisit } from '../../billing/public-deposit';
import { useMe } from '../../back-office/session/api/me';
import { useDay, type AdminDay } from './api/day';
import { DayVisit } from './DayVisit';
import { TextInbox } from './TextInbox';
import { dayText } from './day-text';
import { useClinicNow } from './useClinicNow';
import { useArrivals } from './useArrivals';
import { useVisitChanges } from './useVisitChanges';
import './dashboard.css';

// « Encaisser le dépôt » and its schemas load when a deposit is taken, not with the day.
const DepositDialog = lazy(() => import('../../billing/public-deposit').then((module) => ({ default: module.DepositDialog })));

export function DashboardPage() {
  const staff = useMe();
  const day = useDay();
  const now = useClinicNow(day.data?.now, day.dataUpdatedAt, day.data?.timeZone);
  const changes = useVisitChanges();
  const arrivals = useArrivals();
  const [depositFor, setDepositFor] = useState<DepositVisit>();
  // Cheap enough to work out at each drawing: a day holds a few dozen visits.
  const markers = dayMarkers(day.data?.appointments ?? [], now);

  return (
    <PageFrame title={dayText.title} className="ui-page day-page">
      <p className="day-page__date">{dayText.greeting(staff.fullName, formatDate(day.data?.date ?? now.date))}</p>
      {day.isPending ? <LoadingState label={dayText.loading} /> : null}
      {day.isError && !day.data ? (
        <Notice tone="error" title={dayText.loadFailed} actions={<Button onClick={() => void day.refetch()}>{dayText.retry}</Button>}>
          <p>{problemMessage(day.error)}</p>
        </Notice>
      ) : null}
      {day.data ? (
        <div className="day-page__layout">
          <section className="day-page__visits" aria-labelledby="jour-rendez-vous">
            <h2 id="jour-rendez-vous">{dayText.appointmentsHeading}</h2>
            {day.isError ? (
              <p className="day-page__stale" role="alert">
                {dayText.refreshFailed}
              </p>
            ) : null}
            {day.data.appointments.length === 0 ? (
              <p className="day-page__empty">{dayText.empty}</p>
            ) : (
              <ol className="day-page__list">
                {day.data.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <DayVisit
                      appointment={appointment}
                      marker={markers.get(appointment.id)}
                      feedback={changes.feedbackFor(appointment.id)}
                      busy={changes.busyId === appointment.id}
                      onAction={(action) => void changes.mark(appointment, action)}
                      onUndo={() => void changes.undo(appointment)}
                      onUndoFocus={changes.setUndoFocused}
                      cardRef={changes.cardRef(appointment.id)}
                      now={now}
                      arrival={{
                        arrived: appointment.arrivedAt !== null || arrivals.isArrived(appointment.id),
                        busy: arrivals.busyId === appointment.id,
                        failure: arrivals.failureFor(appointment.id),
                        onArrive: () => void arrivals.arrive(appointment),
                      }}
                      onDeposit={() =>
                        appointment.patientId &&
                        setDepositFor({
                          id: appointment.id,
                          patientId: appointment.patientId,
                          depositRequiredCents: appointment.depositRequiredCents,
                        })
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <DaySummary day={day.data} />
        </div>
      ) : null}
      <TextInbox />
      {depositFor ? (
        <Suspense fallback={null}>
          <DepositDialog visit={depositFor} onClose={() => setDepositFor(undefined)} />
        </Suspense>
      ) : null}
      {/* One status line; each part is read when it changes. */}
      <p className="ui-visually-hidden" role="status">
        <span>{changes.announcement}</span>
        <span>{arrivals.announcement}</span>
      </p>
    </PageFrame>
  );
}

function DaySummary({ day }: { day: AdminDay }) {
  return (
    <section className="day-page__summary" aria-labelledby="jour-en-bref">
      <h2 id="jour-en-bref">{dayText.summaryHeading}</h2>
      <ul className="day-cards">
        <li className="day-card">
          <p className="day-card__label">{dayText.pendingRequests}</p>
          <p className="day-card__value">{day.pendingRequests}</p>
          <Link className="day-card__link" to={paths.adminRequests.build()}>
            {dayText.seeRequests}
          </Link>
        </li>
        <li className="day-card">
          <p className="day-card__label">{dayText.waitlist}</p>
          <p className="day-card__value">{day.waitlistCount}</p>
          <Link className="day-card__link" to={paths.adminWaitlist.build()}>
            {dayText.seeWaitlist}
          </Link>
        </li>
        {day.revenue ? (
          <li className="day-card">
            <p className="day-card__label">{dayText.revenue}</p>
            <p className="day-card__value">{formatMoney(day.revenue.estimatedCents)}</p>
            <p className="day-card__detail">{dayText.revenueDetail(day.revenue.completedCount)}</p>
          </li>
        ) : null}
        <li className="day-card">
          <p className="day-card__label">{dayText.averageVisit}</p>
          {day.stats.averageVisitMinutes === null ? (
            <>
              <p className="day-card__value">{dayText.noAverageVisit}</p>
              <p className="day-card__detail">{dayText.noAverageVisitDetail}</p>
            </>
          ) : (
            <>
              <p className="day-card__value">{dayText.averageVisitValue(day.stats.averageVisitMinutes)}</p>
              <p className="day-card__detail">{dayText.averageVisitDetail}</p>
            </>
          )}
        </li>
        {/* The product does not measure satisfaction: the clinic's own figure, only when it records one. */}
        {day.stats.satisfaction === null ? null : (
          <li className="day-card">
            <p className="day-card__label">{dayText.satisfaction}</p>
            <p className="day-card__value">{dayText.satisfactionValue(day.stats.satisfaction)}</p>
            <p className="day-card__detail">{dayText.satisfactionDetail}</p>
          </li>
        )}
      </ul>
    </section>
  );
}
