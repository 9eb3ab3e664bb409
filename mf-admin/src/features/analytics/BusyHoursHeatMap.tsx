// The busiest days and hours as a heat map: a hand-made SVG (no chart library to load: a grid of
// squares needs none), one square per weekday and starting hour, darker with more completed
// visits; the picture is labelled as a whole and hidden from screen readers, which read the same
// counts in the table under it.
import { weekdayLabels } from 'shared-domain/analytics/figure-text';
import { analysesText as text } from './analyses-text';
import { ScrollingTable } from './ScrollingTable';

const cell = 28;
const labelWidth = 84;
const headerHeight = 20;
/** Monday first, as the clinic's week. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** The hours that had a visit on some day, from the first to the last (8 h to 17 h when none). */
export function hoursShown(busyHours: readonly (readonly number[])[]): number[] {
  const used = busyHours.flatMap((row) => row.flatMap((count, hour) => (count > 0 ? [hour] : [])));
  const first = used.length ? Math.min(...used) : 8;
  const last = used.length ? Math.max(...used) : 17;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export function BusyHoursHeatMap({ busyHours }: { busyHours: readonly (readonly number[])[] }) {
  const hours = hoursShown(busyHours);
  const days = weekOrder.filter((day) => (busyHours[day] ?? []).some((count) => count > 0) || day !== 0);
  const most = Math.max(1, ...busyHours.flat());
  const width = labelWidth + hours.length * cell;
  const height = headerHeight + days.length * cell;
  const count = (day: number, hour: number) => busyHours[day]?.[hour] ?? 0;
  return (
    <div className="analyses-heatmap">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
        {hours.map((hour, column) => (
          <text key={hour} x={labelWidth + column * cell + cell / 2} y={14} textAnchor="middle" className="analyses-heatmap__label">
            {hour}
          </text>
        ))}
        {days.map((day, row) => (
          <g key={day}>
            <text x={0} y={headerHeight + row * cell + cell / 2 + 4} className="analyses-heatmap__label">
              {weekdayLabels[day]}
            </text>
            {hours.map((hour, column) => (
              <rect
                key={hour}
                x={labelWidth + column * cell + 1}
                y={headerHeight + row * cell + 1}
                width={cell - 2}
                height={cell - 2}
                rx={3}
                className="analyses-heatmap__cell"
                fillOpacity={count(day, hour) === 0 ? 0.06 : 0.2 + (0.8 * count(day, hour)) / most}
              >
                <title>{text.visitsAt(count(day, hour), weekdayLabels[day] ?? '', hour)}</title>
              </rect>
            ))}
          </g>
        ))}
      </svg>
      <ScrollingTable label={text.busyHoursTable}>
        <table className="analyses-table">
          <caption>{text.busyHoursCaption}</caption>
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col">
                  {text.hour(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day}>
                <th scope="row">{weekdayLabels[day]}</th>
                {hours.map((hour) => (
                  <td key={hour}>{count(day, hour)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </div>
  );
}
