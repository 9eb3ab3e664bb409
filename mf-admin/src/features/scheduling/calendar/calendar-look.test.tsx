// The week grid's look where the issue 25 review found it wrong (item 17), on the real stylesheets
// as happy-dom computes them (shared-ui/test-support/stylesheets): a 30-minute visit drawn
// compactly (time, patient and status run on, the service for screen readers), 15-minute rows tall
// enough for its lines, and seven day columns narrow enough to fit beside the sidebar at 1280 px.
// And the days' headings with the month in lower case (item 19).
import { cleanup, render } from '@testing-library/react';
import kitCss from 'shared-ui/styles.css?raw';
import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import badgeCss from '../appointments/appointment-status-badge.css?raw';
import { CalendarGrid } from './CalendarGrid';
import { appointment, hours } from './calendar-test-support';
import calendarCss from './calendar.css?raw';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, badgeCss, calendarCss);
  setViewport(1280);
});
afterEach(() => {
  cleanup();
  unload();
  setViewport(1024);
});

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const thirty = appointment({ id: '30', scheduledTime: '09:00', durationMinutes: 30, name: 'Marc-André Lefebvre' });
const fortyFive = appointment({ id: '45', scheduledDate: '2026-11-25', scheduledTime: '10:00', durationMinutes: 45 });

function renderWeek() {
  render(
    <CalendarGrid
      days={week}
      today="2026-11-25"
      hours={hours}
      appointments={[thirty, fortyFive]}
      blockedTimes={[]}
      onOpen={() => {}}
      onPickSlot={() => {}}
      onDropAppointment={() => {}}
    />,
  );
}

const px = (value: string) => {
  const rem = /^([\d.]+)rem$/.exec(value.trim());
  return rem ? Number(rem[1]) * 16 : Number.parseFloat(value);
};
const button = (id: string) => document.getElementById(`rdv-${id}`) as HTMLElement;

describe('the week grid', () => {
  it('writes a day’s heading with its month in lower case, only the first letter raised (« Lundi 23 novembre »)', () => {
    renderWeek();
    const heading = document.getElementById('calendar-jour-2026-11-23') as HTMLElement;
    expect(heading.firstChild?.textContent).toBe('lundi 23 novembre');
    expect(getComputedStyle(heading).textTransform).not.toBe('capitalize');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    const firstLetter = rules.find((rule) => rule.selectorText === '.calendar-day__heading::first-letter');
    expect(firstLetter?.style.textTransform).toBe('uppercase');
  });

  it('draws a 30-minute visit compactly: time and patient run on with the status, the service left to screen readers', () => {
    renderWeek();
    const short = button('30');
    expect(short.classList.contains('calendar-appt--short')).toBe(true);
    expect(getComputedStyle(short).flexDirection).toBe('row');
    expect(getComputedStyle(short).flexWrap).toBe('wrap');
    const service = short.querySelector('.calendar-appt__service') as HTMLElement;
    expect(getComputedStyle(service).position).toBe('absolute');
    expect(getComputedStyle(service).width).toBe('1px');
    // Still in its text (so its name) for a screen reader, neither hidden nor removed.
    expect(service.textContent).toBe('Ajustement chiropratique');
    expect(getComputedStyle(service).display).not.toBe('none');
    // 45 minutes keep the full layout, one line each.
    expect(button('45').classList.contains('calendar-appt--short')).toBe(false);
  });

  it('gives a 15-minute row room for a line and a half of the visit’s text, so 30 and 45 minutes are not cut', () => {
    renderWeek();
    const grid = document.querySelector('.calendar-grid') as HTMLElement;
    const row = px(getComputedStyle(grid).getPropertyValue('--calendar-row'));
    const text = getComputedStyle(button('45'));
    const line = px(text.fontSize) * Number.parseFloat(text.lineHeight);
    // 45 minutes: time, patient, service and the badge (about a line and a half) over three rows.
    expect(3 * row).toBeGreaterThanOrEqual(4.5 * line + 6);
    // 30 minutes, compact: two lines (a long name wraps) and the smaller badge over two rows.
    expect(2 * row).toBeGreaterThanOrEqual(3.5 * line);
  });

  it('fits the seven days, Sunday included, beside the sidebar at 1280 px', () => {
    renderWeek();
    const grid = document.querySelector('.calendar-grid') as HTMLElement;
    const dayMinValue = getComputedStyle(grid).getPropertyValue('--calendar-day-min').trim();
    const dayMin = px(dayMinValue);
    const timesColumn = 3.25 * 16;
    // 1280 − the 280 px sidebar − the page's side paddings and the frame's border.
    expect(timesColumn + 7 * dayMin).toBeLessThanOrEqual(1280 - 280 - 2 * 24 - 2);
    // The columns are made of it.
    expect(getComputedStyle(grid).gridTemplateColumns).toBe(`3.25rem repeat(7, minmax(${dayMinValue}, 1fr))`);
  });
});
