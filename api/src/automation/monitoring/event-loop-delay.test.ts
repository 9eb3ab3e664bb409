// The event loop's delay over the last hour: minutes kept and forgotten on the process's clock,
// the 99th percentile over all of them, and the real monitor seeing a thread held.
import { createHistogram } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { EventLoopDelayHistory, eventLoopDelayWindow, processEventLoopDelay } from './event-loop-delay';

const msToNs = (ms: number) => ms * 1e6;
const minute = eventLoopDelayWindow.minuteMs;

/** A minute of `count` samples of `ms` each, recorded into `source`. */
function sample(source: ReturnType<typeof createHistogram>, ms: number, count: number) {
  for (let index = 0; index < count; index++) source.record(msToNs(ms));
}

describe('the event loop’s delay over the last hour', () => {
  it('says nothing before the first sample', () => {
    expect(new EventLoopDelayHistory(createHistogram()).overLastHour()).toEqual({ p99Ms: null, maxMs: null });
  });

  it('takes the 99th percentile over every minute of the hour, the running one included', () => {
    const source = createHistogram();
    const history = new EventLoopDelayHistory(source);
    // 60 minutes of 990 quick turns each, and one slow minute: 1 % of the hour's samples at 400 ms.
    sample(source, 400, 600);
    sample(source, 10, 390);
    history.closeMinute(minute);
    for (let index = 2; index <= 60; index++) {
      sample(source, 10, 990);
      history.closeMinute(index * minute);
    }
    sample(source, 10, 10);
    const figures = history.overLastHour();
    expect(figures.maxMs).toBeCloseTo(400, -1);
    // 600 of 60,010 samples are slow: the 99th percentile is just past the quick ones, at the slow.
    expect(figures.p99Ms).toBeGreaterThan(390);
    sample(source, 10, 1000);
    expect(history.overLastHour().p99Ms).toBeCloseTo(10, 0);
  });

  it('forgets a minute once it is more than an hour old', () => {
    const source = createHistogram();
    const history = new EventLoopDelayHistory(source);
    sample(source, 900, 10);
    history.closeMinute(minute);
    sample(source, 5, 10);
    history.closeMinute(2 * minute);
    expect(history.overLastHour().maxMs).toBeCloseTo(900, -1);
    history.closeMinute(minute + eventLoopDelayWindow.minutes * minute - 1);
    expect(history.overLastHour().maxMs).toBeCloseTo(900, -1);
    history.closeMinute(minute + eventLoopDelayWindow.minutes * minute);
    expect(history.overLastHour().maxMs).toBeCloseTo(5, 0);
  });

  it('takes the monitor’s own period off each value: a thread never held reads 0', () => {
    const source = createHistogram();
    const history = new EventLoopDelayHistory(source, 20);
    sample(source, 20, 100);
    expect(history.overLastHour()).toEqual({ p99Ms: 0, maxMs: 0 });
    sample(source, 170, 1);
    expect(history.overLastHour().maxMs).toBeCloseTo(150, -1);
  });

  it('sees the API’s thread held by a request', async () => {
    const history = processEventLoopDelay();
    // The monitor measures from its first turn: polled until it has taken one.
    await vi.waitFor(() => expect(history.overLastHour().p99Ms).not.toBeNull());
    const held = Date.now();
    while (Date.now() - held < 150) {
      // The thread held, as a long synchronous query holds it.
    }
    // The monitor records the delay on its next turn of the loop: polled until it shows.
    await vi.waitFor(() => expect(history.overLastHour().maxMs).toBeGreaterThanOrEqual(100));
  });
});
