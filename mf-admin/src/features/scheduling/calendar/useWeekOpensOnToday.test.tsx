// The week opens on today in its sideways-scrolling frame (a phone), once per period shown. happy-dom
// lays nothing out, so the columns' geometry is given here; the e2e test (back-office.spec.ts)
// measures it in a real browser.
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWeekOpensOnToday } from './useWeekOpensOnToday';

afterEach(cleanup);

/** Gives an element the geometry a browser would have laid out. */
const laidOut = (property: 'offsetLeft' | 'offsetWidth', value: number) => (element: HTMLElement | null) => {
  if (element) Object.defineProperty(element, property, { value, configurable: true });
};

function Week({ period, todayColumn }: { period: string | undefined; todayColumn?: number }) {
  const frame = useRef<HTMLDivElement>(null);
  useWeekOpensOnToday(frame, period);
  return (
    <div ref={frame} data-testid="frame">
      <div className="calendar-grid__times" ref={laidOut('offsetWidth', 52)} />
      {[0, 1, 2, 3, 4, 5, 6].map((column) => (
        <section
          key={column}
          className={column === todayColumn ? 'calendar-day calendar-day--today' : 'calendar-day'}
          ref={laidOut('offsetLeft', 52 + column * 136)}
        />
      ))}
    </div>
  );
}

describe('useWeekOpensOnToday', () => {
  it('scrolls the frame so today stands beside the hours column', () => {
    const { getByTestId } = render(<Week period="semaine 2026-11-23" todayColumn={4} />);
    expect(getByTestId('frame').scrollLeft).toBe(4 * 136);
  });

  it('shows the week from Monday when today is not in it, and waits for the data to scroll', () => {
    const { getByTestId, rerender } = render(<Week period={undefined} todayColumn={4} />);
    expect(getByTestId('frame').scrollLeft).toBe(0);
    rerender(<Week period="semaine 2026-11-30" />);
    expect(getByTestId('frame').scrollLeft).toBe(0);
  });

  it('leaves a scroll made by hand alone until another period is shown', () => {
    const { getByTestId, rerender } = render(<Week period="semaine 2026-11-23" todayColumn={2} />);
    const frame = getByTestId('frame');
    frame.scrollLeft = 40;
    rerender(<Week period="semaine 2026-11-23" todayColumn={2} />);
    expect(frame.scrollLeft).toBe(40);
    rerender(<Week period="semaine 2026-11-16" todayColumn={2} />);
    expect(frame.scrollLeft).toBe(2 * 136);
  });
});
