// On a phone the week scrolls sideways in its frame: it opens on today, beside the hours column that
// stays in place (calendar.css), instead of on Monday. A desktop's frame holds the whole week and does
// not scroll, so nothing moves there. Once per period shown: scrolling by hand is never undone.
import { type RefObject, useLayoutEffect } from 'react';

export function useWeekOpensOnToday(frame: RefObject<HTMLElement | null>, periodShown: string | undefined): void {
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || periodShown === undefined) return;
    const today = element.querySelector<HTMLElement>('.calendar-day--today');
    const hours = element.querySelector<HTMLElement>('.calendar-grid__times');
    element.scrollLeft = today ? today.offsetLeft - (hours?.offsetWidth ?? 0) : 0;
  }, [frame, periodShown]);
}
