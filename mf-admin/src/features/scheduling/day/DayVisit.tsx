// One appointment of the day: when, who (a link to the patient's file when there is one), the
// service (its colour beside its name, never the colour alone), the status and the day's marker as
// text badges, and what the desk can do with it: « Arrivé » (its draft invoice made) on its day,
// mark it completed, or absent once its start has passed (and for a few seconds after, undo that;
// a no-show fee drafted is said), « Encaisser » (the patient's checkout in « Facturation ») and,
// while the visit to come awaits its deposit, « Encaisser le dépôt ».
import type { Ref } from 'react';
import { dayMarkerLabels, type DayMarker } from 'shared-domain/scheduling/day-markers';
import { formatTime } from 'shared-domain/platform/format';
import { mayMarkArrived, mayMarkNoShow, type VisitClock } from 'shared-domain/scheduling/visit-timing';
import { depositAwaited } from 'shared-domain/billing/deposit-state';
import { depositStateLabel } from 'shared-domain/billing/deposit-labels';
import { paths } from 'shared-domain/platform/paths';
import { intakeDayLabels } from 'shared-domain/clinical/intake-labels';
import { Button } from 'shared-ui/Button';
import { Link } from 'shared-ui/router';
import { billingLinks, depositText, useCashDesk } from '../../billing/public-desk';
import type { DayAppointment } from './api/day';
import { AppointmentStatusBadge, PresenceConfirmedBadge } from '../appointments/AppointmentStatusBadge';
import { dayText } from './day-text';

export type VisitAction = 'completed' | 'no_show';

/** What the card says under the visit after a change: the change (with its undo while offered) or a failure. */
export interface VisitFeedback {
  tone: 'done' | 'failed';
  text: string;
  /** What the change brought with it (the no-show fee drafted), on a line of its own. */
  detail?: string;
  /** 'Annuler' is offered. */
  undoable: boolean;
}

export interface DayVisitProps {
  appointment: DayAppointment;
  marker: DayMarker | undefined;
  feedback: VisitFeedback | undefined;
  /** A change of this visit is on its way: its buttons wait. */
  busy: boolean;
  onAction(action: VisitAction): void;
  onUndo(): void;
  /** The undo button has the focus (its time is paused meanwhile). */
  onUndoFocus(focused: boolean): void;
  cardRef: Ref<HTMLElement>;
  /** The clinic's wall clock: « Arrivé » and « Absent » are offered only when the visit is due. */
  now: VisitClock;
  /** « Arrivé »: the patient is at the desk. */
  arrival: { arrived: boolean; busy: boolean; failure: string | undefined; onArrive(): void };
  /** « Encaisser le dépôt »: its dialog opened on this visit. */
  onDeposit(): void;
}

// Only a visit still expected can be marked; a settled one shows its status.
const markable = new Set(['pending', 'confirmed']);

/** '09:30' + 45 → '10:15'; undefined for a time it cannot read. */
function endOf(start: string, minutes: number): string | undefined {
  const match = /^(\d{1,2}):(\d{2})/.exec(start);
  if (!match) return undefined;
  const total = (Number(match[1]) * 60 + Number(match[2]) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function DayVisit({
  appointment,
  marker,
  feedback,
  busy,
  onAction,
  onUndo,
  onUndoFocus,
  cardRef,
  now,
  arrival,
  onDeposit,
}: DayVisitProps) {
  const headingId = `visite-${appointment.id}`;
  const start = appointment.scheduledTime ?? '';
  const end = endOf(start, appointment.durationMinutes);
  const who = `${appointment.name}, ${formatTime(start)}`;
  // « Encaisser » is the cash desk's; « Arrivé » stays everyone's.
  const cashDesk = useCashDesk();
  // « Dépôt payé : 30,00 $ », or « Dépôt requis : 30,00 $ — non payé » while it is awaited.
  const deposit = depositStateLabel(appointment);
  const guard = (run: () => void) => () => {
    if (!busy) run();
  };
  return (
    <article
      ref={cardRef}
      className={`day-visit${marker ? ` day-visit--${marker}` : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-status={appointment.status}
    >
      <h3 id={headingId} className="day-visit__heading">
        <span className="day-visit__time">
          <time dateTime={start}>{formatTime(start)}</time>
          {/* « 8 h à 8 h 30 », one wording for eyes, screen readers and a copy (no dash beside a hidden « à »). */}
          {end ? (
            <>
              {' à '}
              <time dateTime={end}>{formatTime(end)}</time>
            </>
          ) : null}
        </span>{' '}
        <span className="day-visit__name">
          {appointment.patientId ? <Link to={paths.adminPatient.build(appointment.patientId)}>{appointment.name}</Link> : appointment.name}
        </span>
      </h3>
      <p className="day-visit__service">
        {appointment.serviceColor ? (
          <span className="day-visit__swatch" style={{ backgroundColor: appointment.serviceColor }} aria-hidden="true" />
        ) : null}
        {appointment.serviceName ?? dayText.noService}
      </p>
      {deposit ? <p className="day-visit__deposit">{deposit}</p> : null}
      <p className="day-visit__badges">
        <AppointmentStatusBadge status={appointment.status} label={appointment.statusLabel} />
        <PresenceConfirmedBadge appointment={appointment} />
        {marker ? <span className={`day-marker day-marker--${marker}`}>{dayMarkerLabels[marker]}</span> : null}
        {arrival.arrived ? <span className="day-marker day-marker--arrived">{dayText.arrivedBadge}</span> : null}
        {appointment.intake ? (
          <span className={`day-marker day-marker--intake-${appointment.intake}`}>{intakeDayLabels[appointment.intake]}</span>
        ) : null}
      </p>
      {arrival.failure ? (
        <div className="day-visit__feedback day-visit__feedback--failed">
          <strong>{dayText.arrivalFailed} : </strong>
          <span>{arrival.failure}</span>
        </div>
      ) : null}
      {feedback ? (
        <div className={`day-visit__feedback day-visit__feedback--${feedback.tone}`}>
          {feedback.tone === 'failed' ? <strong>{dayText.updateFailed} : </strong> : null}
          <span>{feedback.text}</span>
          {feedback.detail ? <span className="day-visit__detail">{feedback.detail}</span> : null}
          {feedback.undoable ? (
            <Button
              variant="secondary"
              className="day-visit__undo"
              aria-disabled={busy || undefined}
              onClick={guard(onUndo)}
              onFocus={() => onUndoFocus(true)}
              onBlur={() => onUndoFocus(false)}
            >
              {dayText.undo}
              <span className="ui-visually-hidden"> : {who}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {markable.has(appointment.status) ? (
        <div className="day-visit__actions">
          {arrival.arrived || !mayMarkArrived(appointment, now) ? null : (
            <Button
              variant="secondary"
              aria-disabled={busy || arrival.busy || undefined}
              onClick={() => {
                if (!busy && !arrival.busy) arrival.onArrive();
              }}
            >
              {dayText.arrive}
              <span className="ui-visually-hidden"> : {who}</span>
            </Button>
          )}
          <Button className="day-visit__complete" aria-disabled={busy || undefined} onClick={guard(() => onAction('completed'))}>
            {dayText.complete}
            <span className="ui-visually-hidden"> : {who}</span>
          </Button>
          {mayMarkNoShow(appointment, now) ? (
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={guard(() => onAction('no_show'))}>
              {dayText.noShow}
              <span className="ui-visually-hidden"> : {who}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {appointment.patientId && cashDesk ? (
        <p className="day-visit__billing">
          {depositAwaited(appointment, now.date) ? (
            <Button variant="secondary" onClick={onDeposit}>
              {depositText.open}
              <span className="ui-visually-hidden"> : {who}</span>
            </Button>
          ) : null}
          <Link className="ui-button ui-button--secondary" to={billingLinks.checkout(appointment.patientId)}>
            {dayText.checkout}
            <span className="ui-visually-hidden"> : {who}</span>
          </Link>
        </p>
      ) : null}
    </article>
  );
}
