// How long the API's one thread kept requests waiting: the event loop's delay (perf_hooks'
// `monitorEventLoopDelay`), kept minute by minute for an hour, so « Surveillance du système »
// reads its 99th percentile over the last hour — a report that holds the thread shows there, as
// the public site and the portal felt it. Measured on the process's own clock, like its uptime.
import { createHistogram, type Histogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';

export const eventLoopDelayWindow = {
  /** How often the running minute is closed and kept. */
  minuteMs: 60_000,
  /** How many closed minutes the figure covers: an hour. */
  minutes: 60,
  /** The monitor's sampling period. */
  resolutionMs: 20,
} as const;

/** What the monitor gives: its distribution so far, and a way to start the next minute afresh. */
type DelaySource = Pick<Histogram, 'count' | 'percentile'> & { reset(): void };

export interface EventLoopDelayFigures {
  /** 99th percentile, ms; null before any sample. */
  p99Ms: number | null;
  maxMs: number | null;
}

/** The percentiles a copy is taken at: every 1 % up to 95 %, then every 0.01 % (the tail the figures read). */
const copiedPercents = [
  ...Array.from({ length: 95 }, (_, index) => index + 1),
  ...Array.from({ length: 500 }, (_, index) => (9501 + index) / 100),
];

/**
 * A copy of `source`'s distribution that histograms can add up (the monitor's own cannot be added):
 * at each of `copiedPercents`, its value recorded as many times as the samples up to that percentile
 * (its own table of percentiles halves its steps towards the tail: too coarse at the 99th).
 */
function copyOf(source: Pick<Histogram, 'count' | 'percentile'>): RecordableHistogram {
  const copy = createHistogram();
  if (source.count === 0) return copy;
  let recorded = 0;
  for (const percent of copiedPercents) {
    const value = Math.max(1, Math.round(source.percentile(percent)));
    for (const upTo = Math.round((source.count * percent) / 100); recorded < upTo; recorded++) copy.record(value);
  }
  return copy;
}

export class EventLoopDelayHistory {
  private closed: { endedAt: number; delays: RecordableHistogram }[] = [];

  /**
   * `periodMs`: the monitor's sampling period, which each of its values includes (it records the
   * time between two of its turns): taken off, so a thread never held reads 0.
   */
  constructor(
    private readonly source: DelaySource,
    private readonly periodMs = 0,
  ) {}

  private ms(nanoseconds: number): number {
    return Math.max(0, Math.round(nanoseconds / 1e5) / 10 - this.periodMs);
  }

  /** Keeps the running minute's delays, starts the next, and forgets what is older than the hour. */
  closeMinute(now: number): void {
    this.closed.push({ endedAt: now, delays: copyOf(this.source) });
    this.source.reset();
    const oldest = now - eventLoopDelayWindow.minutes * eventLoopDelayWindow.minuteMs;
    this.closed = this.closed.filter((minute) => minute.endedAt > oldest);
  }

  /** p99 and max over the closed minutes of the last hour and the running one (since the start, in the first hour). */
  overLastHour(): EventLoopDelayFigures {
    const all = copyOf(this.source);
    for (const minute of this.closed) all.add(minute.delays);
    if (all.count === 0) return { p99Ms: null, maxMs: null };
    return { p99Ms: this.ms(all.percentile(99)), maxMs: this.ms(all.max) };
  }
}

let processHistory: EventLoopDelayHistory | undefined;

/** This process's history, started on the first call (when the API is built) and kept while it runs. */
export function processEventLoopDelay(): EventLoopDelayHistory {
  if (processHistory) return processHistory;
  const monitor = monitorEventLoopDelay({ resolution: eventLoopDelayWindow.resolutionMs });
  monitor.enable();
  const history = new EventLoopDelayHistory(monitor, eventLoopDelayWindow.resolutionMs);
  // unref: the history never keeps the process alive on its own.
  setInterval(() => history.closeMinute(performance.now()), eventLoopDelayWindow.minuteMs).unref();
  processHistory = history;
  return history;
}
