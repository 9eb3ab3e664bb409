// « Analyses »: the clinic's numbers for a period kept in the address (this month by default), each
// against the previous period of the same length, with its definition under it and the list behind
// it (?liste=…, with its CSV); the bookings by channel, the no-shows by channel and by reminder
// outcome, the busiest days and hours (a heat map and its table) and the waitlist's demand.
import { bookingFunnelDefinition, bookingFunnelStepLabels } from 'shared-domain/analytics/booking-funnel';
import { freedSlotsDefinition, refillChannelLabels, refillChannels } from 'shared-domain/analytics/freed-slots';
import { type BookingChannel, type FigureKey, figureKeys, type ReminderOutcome } from 'shared-domain/analytics/clinic-figures';
import { type FigureListName, freedSlotsListName } from 'shared-domain/analytics/figure-list';
import { bookingChannelLabels, formatFigure, reminderOutcomeLabels } from 'shared-domain/analytics/figure-text';
import { waitlistDays, waitlistTimes } from 'shared-domain/scheduling/waitlist';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useAddressFilters } from 'shared-ui/useAddressFilters';
import { type AnalysesFilters, analysesFilterFields, settlePeriod } from './analyses-filters';
import { analysesText as text } from './analyses-text';
import { type ClinicAnalysis, useClinicAnalysis } from './api/analyses';
import { BusyHoursHeatMap } from './BusyHoursHeatMap';
import { ChangeLine, FigureCard } from './FigureCard';
import { FigureListView } from './FigureListView';
import { PeriodPicker } from './PeriodPicker';
import { ScrollingTable } from './ScrollingTable';
import './analyses.css';

const closed = { figure: '', channel: '', reminder: '' } as const;

export function AnalysesPage() {
  const address = useAddressFilters(analysesFilterFields(), { settle: settlePeriod });
  const { filters } = address;
  const listLink = (figure: FigureListName, more: { channel?: BookingChannel; reminder?: ReminderOutcome } = {}) =>
    address.search({ ...filters, ...closed, figure, ...more });
  if (filters.figure) {
    return (
      <FigureListView
        key={filters.figure}
        filters={{ ...filters, figure: filters.figure }}
        backTo={address.search({ ...filters, ...closed })}
      />
    );
  }
  return (
    <PageFrame title={text.title} className="ui-page analyses-page">
      <p className="analyses-muted">{text.intro}</p>
      <PeriodPicker filters={filters} onApply={(next) => address.apply({ ...next, ...closed })} />
      <Analysis filters={filters} listLink={listLink} />
    </PageFrame>
  );
}

type ListLink = (figure: FigureListName, more?: { channel?: BookingChannel; reminder?: ReminderOutcome }) => string;

function Analysis({ filters, listLink }: { filters: AnalysesFilters; listLink: ListLink }) {
  const analysis = useClinicAnalysis(filters);
  if (analysis.isPending) return <LoadingState label={text.loading} />;
  if (analysis.isError)
    return (
      <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void analysis.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(analysis.error)}</p>
      </Notice>
    );
  const data = analysis.data;
  const figure = (key: FigureKey) => data.figures.find((entry) => entry.key === key);
  return (
    <>
      <p className="analyses-period-shown">
        <strong>{text.shown(data.period.from, data.period.to)}</strong>, {text.comparedWith(data.previous.from, data.previous.to)}
      </p>
      <section aria-labelledby="analyses-figures">
        <h2 id="analyses-figures">{text.figures}</h2>
        <div className="analyses-figures">
          {figureKeys.map((key) => {
            const found = figure(key);
            return found ? <FigureCard key={key} figureKey={key} figure={found} listLink={listLink(key)} /> : null;
          })}
        </div>
      </section>
      <Channels data={data} listLink={listLink} />
      <section aria-labelledby="analyses-automation">
        <h2 id="analyses-automation">{text.automation}</h2>
        <NoShowTable
          title={text.noShowChannels}
          first={text.channel}
          rows={data.noShowByChannel.map((cell) => ({
            key: cell.channel,
            label: bookingChannelLabels[cell.channel],
            ...cell,
            link: listLink('noShowByChannel', { channel: cell.channel }),
          }))}
        />
        <NoShowTable
          title={text.noShowReminders}
          first={text.reminder}
          rows={data.noShowByReminder.map((cell) => ({
            key: cell.outcome,
            label: reminderOutcomeLabels[cell.outcome],
            ...cell,
            link: listLink('noShowByReminder', { reminder: cell.outcome }),
          }))}
        />
        <BookingFunnel data={data} />
        <FreedSlots data={data} listLink={listLink} />
      </section>
      <section aria-labelledby="analyses-busy">
        <h2 id="analyses-busy">{text.busyHours}</h2>
        <p className="analyses-muted">{text.busyHoursIntro}</p>
        <BusyHoursHeatMap busyHours={data.busyHours} />
      </section>
      <Waitlist data={data} />
    </>
  );
}

function Channels({ data, listLink }: { data: ClinicAnalysis; listLink: ListLink }) {
  const [channel, count, previous, change, list] = text.channelColumns;
  return (
    <section aria-labelledby="analyses-channels">
      <h2 id="analyses-channels">{text.channels}</h2>
      <ScrollingTable label={text.channelsCaption}>
        <table className="analyses-table">
          <caption>{text.channelsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{channel}</th>
              <th scope="col">{count}</th>
              <th scope="col">{previous}</th>
              <th scope="col">{change}</th>
              <th scope="col">{list}</th>
            </tr>
          </thead>
          <tbody>
            {data.bookingsByChannel.map((row) => (
              <tr key={row.channel}>
                <th scope="row">{bookingChannelLabels[row.channel]}</th>
                <td>{formatFigure('count', row.value)}</td>
                <td>{formatFigure('count', row.previous)}</td>
                <td>
                  <ChangeLine change={row.change} />
                </td>
                <td>
                  <Link to={listLink('bookingsByChannel', { channel: row.channel })}>
                    {text.openList}
                    <span className="ui-visually-hidden">{text.openListOf(bookingChannelLabels[row.channel])}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </section>
  );
}

/** The online booking funnel counted by the server: each step, its share of the pages opened, the previous period's count. */
function BookingFunnel({ data }: { data: ClinicAnalysis }) {
  const [step, visits, share, previous] = text.funnelColumns;
  return (
    <>
      <ScrollingTable label={text.funnel}>
        <table className="analyses-table">
          <caption>{text.funnel}</caption>
          <thead>
            <tr>
              <th scope="col">{step}</th>
              <th scope="col">{visits}</th>
              <th scope="col">{share}</th>
              <th scope="col">{previous}</th>
            </tr>
          </thead>
          <tbody>
            {data.bookingFunnel.map((row) => (
              <tr key={row.step}>
                <th scope="row">{bookingFunnelStepLabels[row.step]}</th>
                <td>{row.visits}</td>
                <td>{formatFigure('rate', row.share)}</td>
                <td>{row.previous}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <p className="analyses-muted">{bookingFunnelDefinition}</p>
    </>
  );
}

/** The slots freed in the period and taken again: by which channel, and how long they stayed empty; the appointments that took them as a list. */
function FreedSlots({ data, listLink }: { data: ClinicAnalysis; listLink: ListLink }) {
  const { freedSlots } = data;
  const [what, count, list] = text.freedColumns;
  const rows: [string, string, string | null][] = [
    [text.freed, String(freedSlots.freed), null],
    [text.refilled, `${freedSlots.refilled} (${formatFigure('rate', freedSlots.share)})`, listLink(freedSlotsListName)],
    ...refillChannels.map((channel): [string, string, null] => [refillChannelLabels[channel], String(freedSlots.byChannel[channel]), null]),
    [text.hoursEmpty, freedSlots.medianHoursEmpty === null ? text.none : text.hours(freedSlots.medianHoursEmpty), null],
    [text.previousShare, formatFigure('rate', freedSlots.previousShare), null],
  ];
  return (
    <>
      <table className="analyses-table">
        <caption>{text.freedSlots}</caption>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col">{count}</th>
            <th scope="col">{list}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value, link]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
              <td>
                {link ? (
                  <Link to={link}>
                    {text.openList}
                    <span className="ui-visually-hidden">{text.openListOf(`${text.freedSlots}, ${label}`)}</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="analyses-muted">{freedSlotsDefinition}</p>
    </>
  );
}

interface NoShowRow {
  key: string;
  label: string;
  rate: number | null;
  count: number;
  of: number;
  link: string;
}

function NoShowTable({ title, first, rows }: { title: string; first: string; rows: NoShowRow[] }) {
  const columns = text.rateColumns(first);
  return (
    <ScrollingTable label={title}>
      <table className="analyses-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{formatFigure('rate', row.rate)}</td>
              <td>{row.count}</td>
              <td>{row.of}</td>
              <td>
                {row.count > 0 ? (
                  <Link to={row.link}>
                    {text.openList}
                    <span className="ui-visually-hidden">{text.openListOf(`${title}, ${row.label}`)}</span>
                  </Link>
                ) : (
                  text.none
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/** The form's days and times in their order, then « Sans préférence ». */
function ordered(counts: readonly { label: string; count: number }[], order: readonly string[]) {
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...counts].sort((a, b) => rank(a.label) - rank(b.label));
}

function Waitlist({ data }: { data: ClinicAnalysis }) {
  const tables = [
    { title: text.waitlistDays, rows: ordered(data.waitlistByDay, waitlistDays) },
    { title: text.waitlistTimes, rows: ordered(data.waitlistByTime, waitlistTimes) },
  ];
  return (
    <section aria-labelledby="analyses-waitlist">
      <h2 id="analyses-waitlist">{text.waitlist}</h2>
      <p className="analyses-muted">{text.waitlistIntro}</p>
      <div className="analyses-pair">
        {tables.map((table) => {
          const [first, count] = text.waitlistColumns(table.title);
          return (
            <table key={table.title} className="analyses-table">
              <caption>{table.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{first}</th>
                  <th scope="col">{count}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.length === 0 ? (
                  <tr>
                    <td colSpan={2}>{text.none}</td>
                  </tr>
                ) : (
                  table.rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.count}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}
