// The day or week grid: a column per day on a CSS grid of 15-minute rows between the clinic's hours
// (calendar-grid.ts does the placing). Each day column stacks layers on the same rows: closed time
// shaded, the empty cells a pointer can pick a time with, the blocked periods with their reason, and
// the appointments, which are buttons named by day, time, patient, service and status, reached with
// Tab or the arrow keys and opened with Enter. Dragging an appointment onto a cell offers to move it
// there; the details dialog's 'Déplacer' does the same without a pointer.
import { type CSSProperties, type DragEvent, type KeyboardEvent, useRef } from 'react';
import { formatTime } from 'shared-domain/platform/format';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import type { CalendarAppointment, CalendarBlockedTime } from './api/calendar';
import {
  type ArrowKey,
  closedStretches,
  type DayHours,
  type GridPosition,
  gridRange,
  itemMinutes,
  minutesOf,
  neighbourOf,
  openingOf,
  placeBlocks,
  placeDay,
  rowCount,
  rowTimes,
} from './calendar-grid';
import { AppointmentStatusBadge } from '../appointments/AppointmentStatusBadge';
import { appointmentSummary, calendarText, dayPartText } from './calendar-text';

/** The statuses a move, a cancellation or a no-show still applies to. */
export const changeableStatuses: readonly string[] = ['pending', 'confirmed'];

const arrowKeys: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
/** Only a plain hex colour reaches the style: the value comes from the clinic's settings. */
const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const appointmentElementId = (id: string) => `rdv-${id}`;

export interface CalendarGridProps {
  days: readonly string[];
  today: string;
  hours: readonly DayHours[];
  appointments: readonly CalendarAppointment[];
  blockedTimes: readonly CalendarBlockedTime[];
  onOpen(id: string): void;
  /** An empty cell picked with a pointer: a new appointment at that time. */
  onPickSlot(date: string, time: string): void;
  /** An appointment dropped on a cell: a move to that time, to confirm. */
  onDropAppointment(id: string, date: string, time: string): void;
}

export function CalendarGrid({ days, today, hours, appointments, blockedTimes, onOpen, onPickSlot, onDropAppointment }: CalendarGridProps) {
  const shown = appointments.filter((appointment) => appointment.status !== 'cancelled' && days.includes(appointment.scheduledDate ?? ''));
  const grid = gridRange(hours, shown);
  const times = rowTimes(grid);
  const dragged = useRef<string | null>(null);

  const columns = days.map((date) => ({
    date,
    placement: placeDay(
      shown.filter((appointment) => appointment.scheduledDate === date),
      grid,
    ),
  }));
  const positions: GridPosition[] = columns.flatMap(({ placement }, day) =>
    placement.placed.map(({ item }) => ({ id: item.id, day, start: itemMinutes(item)?.start ?? 0 })),
  );

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (!arrowKeys.includes(event.key)) return;
    event.preventDefault();
    const target = neighbourOf(positions, id, event.key as ArrowKey);
    if (target) document.getElementById(appointmentElementId(target))?.focus();
  };

  const drop = (event: DragEvent<HTMLButtonElement>, date: string, time: string) => {
    event.preventDefault();
    const id = dragged.current ?? event.dataTransfer.getData('text/plain');
    dragged.current = null;
    if (id) onDropAppointment(id, date, time);
  };

  const style = { '--calendar-rows': rowCount(grid), '--calendar-days': days.length } as CSSProperties;
  return (
    <div className={`calendar-grid${days.length === 1 ? ' calendar-grid--day' : ''}`} style={style}>
      <div className="calendar-grid__times" aria-hidden="true">
        {times.map((time, index) =>
          time.endsWith(':00') ? (
            <span key={time} className="calendar-grid__time" style={{ gridRow: `${index + 1}` }}>
              {formatTime(time)}
            </span>
          ) : null,
        )}
      </div>
      {columns.map(({ date, placement }, index) => {
        const headingId = `calendar-jour-${date}`;
        const opening = openingOf(date, hours);
        const isToday = date === today;
        return (
          <section
            key={date}
            className={`calendar-day${opening ? '' : ' calendar-day--closed'}${isToday ? ' calendar-day--today' : ''}`}
            aria-labelledby={headingId}
            style={{ gridColumn: index + 2 }}
          >
            <h3 id={headingId} className="calendar-day__heading" aria-current={isToday ? 'date' : undefined}>
              {dayLabel(date)}
              {isToday ? <span className="calendar-day__tag">{calendarText.todayMarker}</span> : null}
              {opening ? null : <span className="calendar-day__tag calendar-day__tag--closed">{calendarText.closed}</span>}
            </h3>
            <div className="calendar-day__body" style={{ '--calendar-columns': placement.columns } as CSSProperties}>
              <div className="calendar-day__layer" aria-hidden="true">
                {closedStretches(date, hours, grid).map((stretch) => (
                  <div
                    key={`${stretch.kind}-${stretch.row}`}
                    className={`calendar-day__shade calendar-day__shade--${stretch.kind}`}
                    style={{ gridRow: `${stretch.row} / span ${stretch.span}` }}
                  />
                ))}
              </div>
              {/* Pointer only: the cells stay out of the tab order and away from screen readers,
                  for whom 'Nouveau rendez-vous' asks the same. */}
              <div className="calendar-day__layer calendar-day__cells" aria-hidden="true">
                {times.map((time, index) => {
                  const minutes = minutesOf(time);
                  if (!opening || minutes < opening.start || minutes >= opening.end) return null;
                  return (
                    <button
                      key={time}
                      type="button"
                      tabIndex={-1}
                      className="calendar-day__cell"
                      style={{ gridRow: `${index + 1}` }}
                      title={`${calendarText.newAppointment} : ${dayLabel(date)}, ${formatTime(time)}`}
                      data-slot={`${date} ${time}`}
                      onClick={() => onPickSlot(date, time)}
                      onDragOver={(event) => event.preventDefault()}
                      onDrop={(event) => drop(event, date, time)}
                    />
                  );
                })}
              </div>
              <DayBlocks date={date} blockedTimes={blockedTimes} grid={grid} />
              {placement.placed.length > 0 ? (
                <ol className="calendar-day__layer calendar-day__appointments">
                  {placement.placed.map(({ item, row, span, column, columnSpan }) => (
                    <li
                      key={item.id}
                      className="calendar-day__appointment"
                      style={{ gridRow: `${row} / span ${span}`, gridColumn: `${column} / span ${columnSpan}` }}
                    >
                      <AppointmentButton
                        appointment={item}
                        rows={span}
                        date={date}
                        onOpen={onOpen}
                        onKeyDown={moveFocus}
                        onDragStart={(id) => {
                          dragged.current = id;
                        }}
                      />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="ui-visually-hidden">{calendarText.noAppointments}</p>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function DayBlocks({
  date,
  blockedTimes,
  grid,
}: {
  date: string;
  blockedTimes: readonly CalendarBlockedTime[];
  grid: { start: number; end: number };
}) {
  const blocks = placeBlocks(date, blockedTimes, grid);
  if (blocks.length === 0) return null;
  return (
    <ul className="calendar-day__layer calendar-day__blocks">
      {blocks.map(({ block, minutes, row, span }) => (
        <li key={block.id} className="calendar-block" style={{ gridRow: `${row} / span ${span}` }}>
          <span className="calendar-block__label">{calendarText.blocked}</span> {block.reason}
          <span className="ui-visually-hidden"> ({dayPartText(minutes)})</span>
        </li>
      ))}
    </ul>
  );
}

interface AppointmentButtonProps {
  appointment: CalendarAppointment;
  date: string;
  onOpen(id: string): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string): void;
  onDragStart(id: string): void;
  /** The rows (of 15 minutes) it spans, which decide how much of it shows (calendar.css). */
  rows: number;
}

/** The most rows an appointment drawn compactly spans (30 minutes): time, patient and status only. */
const shortSpan = 2;
/** The least rows (an hour) that leave room for a patient's and a service's name on two lines each. */
const roomySpan = 4;

function AppointmentButton({ appointment, date, onOpen, onKeyDown, onDragStart, rows }: AppointmentButtonProps) {
  const { id, serviceColor, status } = appointment;
  const colour = serviceColor && hexColour.test(serviceColor) ? serviceColor : undefined;
  const summary = appointmentSummary(appointment);
  const movable = changeableStatuses.includes(status);
  return (
    <button
      type="button"
      id={appointmentElementId(id)}
      className={`calendar-appt calendar-appt--${status}${rows <= shortSpan ? ' calendar-appt--short' : ''}${rows >= roomySpan ? ' calendar-appt--roomy' : ''}`}
      style={colour ? ({ '--service-colour': colour } as CSSProperties) : undefined}
      draggable={movable}
      onDragStart={(event) => {
        onDragStart(id);
        event.dataTransfer.setData('text/plain', id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(id)}
      onKeyDown={(event) => onKeyDown(event, id)}
    >
      {/* The name is the visible lines (voice control users say what they see), with the commas a
          screen reader pauses on and the day, both hidden from the eye. */}
      <span className="calendar-appt__time">{summary.time}</span>
      <span className="ui-visually-hidden">, </span>
      {/* A name cut short with « … » shows whole on hover (title); the button's name has it whole. */}
      <span className="calendar-appt__patient" title={summary.patient}>
        {summary.patient}
      </span>
      <span className="ui-visually-hidden">, </span>
      <span className="calendar-appt__service" title={summary.service}>
        {summary.service}
      </span>
      <span className="ui-visually-hidden">, </span>
      <AppointmentStatusBadge status={status} label={summary.status} />
      <span className="ui-visually-hidden">{`, ${dayLabel(date)}`}</span>
    </button>
  );
}
