// The clinic's wall clock for the day's markers, moved on at each new minute. It starts from the
// server's "now" and the clinic's time zone (the day's answer) and runs on with this device's clock
// from there, so a device set to another time zone or a few minutes off still marks the visits as
// the clinic sees them.
import { useEffect, useState } from 'react';
import { defaultClinicTimeZone } from 'shared-domain/platform/clinic-time';
import { type ClinicNow, clinicNowAt } from 'shared-domain/scheduling/day-markers';

const minuteMs = 60_000;

/**
 * `serverNow`: the instant the server sent (ISO), received at `receivedAt` (this device's
 * `Date.now()`); without it, this device's clock alone. `timeZone`: the clinic's, as the day's
 * answer gives it (until then, the usual one).
 */
export function useClinicNow(serverNow: string | undefined, receivedAt: number, timeZone: string = defaultClinicTimeZone): ClinicNow {
  const [tick, setTick] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // At each turn of the minute rather than every 60 s from the opening: 'En cours' changes
    // when the clock shows the visit's time, not up to a minute later.
    const wait = () => {
      timer = setTimeout(
        () => {
          setTick(Date.now());
          wait();
        },
        minuteMs - (Date.now() % minuteMs),
      );
    };
    wait();
    return () => clearTimeout(timer);
  }, []);

  const sent = serverNow ? Date.parse(serverNow) : Number.NaN;
  // A fresh answer is newer than the last tick: it is "now" until the next one.
  const instant = Number.isNaN(sent) ? new Date(tick) : new Date(sent + Math.max(0, tick - receivedAt));
  return clinicNowAt(instant, timeZone);
}
