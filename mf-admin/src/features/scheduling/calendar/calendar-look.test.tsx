// The week grid's look where a review found it wrong, on the real stylesheets
// as happy-dom computes them (shared-ui/test-support/stylesheets): a 30-minute visit drawn
// compactly (time, patient and status, the service for screen readers), each line kept to one line
// with « … » so a long name never pushes the status badge out of a 30- or 45-minute block, 15-minute
// rows tall enough for its lines, and seven day columns narrow enough to fit beside the sidebar at
// 1280 px.
// And the days' headings with the month in lower case.
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

  it('draws a 30-minute visit on three lines: time, patient and status, the service left to screen readers', () => {
    renderWeek();
    const short = button('30');
    expect(short.classList.contains('calendar-appt--short')).toBe(true);
    // One line after the other, not run on (a long name then wrapped and pushed the badge out).
    expect(getComputedStyle(short).flexDirection).toBe('column');
    const service = short.querySelector('.calendar-appt__service') as HTMLElement;
    expect(getComputedStyle(service).position).toBe('absolute');
    expect(getComputedStyle(service).width).toBe('1px');
    // Still in its text (so its name) for a screen reader, neither hidden nor removed.
    expect(service.textContent).toBe('Ajustement chiropratique');
    expect(getComputedStyle(service).display).not.toBe('none');
    // 45 minutes keep the full layout, one line each.
    expect(button('45').classList.contains('calendar-appt--short')).toBe(false);
  });

  it('keeps a long patient name to one line cut with « … », whole in the button’s name and the line’s title', () => {
    renderWeek();
    for (const id of ['30', '45']) {
      const patient = button(id).querySelector('.calendar-appt__patient') as HTMLElement;
      const look = getComputedStyle(patient);
      expect([look.whiteSpace, look.overflow, look.textOverflow], id).toEqual(['nowrap', 'hidden', 'ellipsis']);
      expect(getComputedStyle(button(id).querySelector('.calendar-appt__time') as HTMLElement).whiteSpace).toBe('nowrap');
    }
    const patient = button('30').querySelector('.calendar-appt__patient') as HTMLElement;
    expect(patient.title).toBe('Marc-André Lefebvre');
    expect(button('30').textContent).toContain('Marc-André Lefebvre');
  });

  it('fits a 30-minute visit’s three lines and a 45-minute visit’s four, badge included, in their rows', () => {
    renderWeek();
    const grid = document.querySelector('.calendar-grid') as HTMLElement;
    const row = px(getComputedStyle(grid).getPropertyValue('--calendar-row'));
    const height = (id: string, lines: number) => {
      const look = getComputedStyle(button(id));
      const cell = getComputedStyle(button(id).parentElement as HTMLElement);
      const badgeElement = button(id).querySelector('.appointment-status') as HTMLElement;
      const badge = getComputedStyle(badgeElement);
      const line = px(look.fontSize) * Number.parseFloat(look.lineHeight);
      // The badge's line is its own font size at the block's line height, with its borders.
      const badgeHeight = px(badge.fontSize) * Number.parseFloat(look.lineHeight) + 2 * px(badge.borderTopWidth) + px(badge.marginTop);
      const frame =
        px(cell.paddingTop) +
        px(cell.paddingBottom) +
        px(look.paddingTop) +
        px(look.paddingBottom) +
        px(look.borderTopWidth) +
        px(look.borderBottomWidth);
      return lines * line + badgeHeight + frame;
    };
    // 30 minutes: time and patient, one line each, then the badge, over two rows.
    expect(height('30', 2)).toBeLessThanOrEqual(2 * row);
    // 45 minutes: time, patient and service, then the badge, over three rows.
    expect(height('45', 3)).toBeLessThanOrEqual(3 * row);
  });

  it('lets an hour-long visit’s patient and service take two lines each', () => {
    render(
      <CalendarGrid
        days={week}
        today="2026-11-25"
        hours={hours}
        appointments={[appointment({ id: '60', scheduledTime: '13:00', durationMinutes: 60, name: 'Marie-Ève Bouchard-Lévesque' })]}
        blockedTimes={[]}
        onOpen={() => {}}
        onPickSlot={() => {}}
        onDropAppointment={() => {}}
      />,
    );
    const hour = button('60');
    expect(hour.classList.contains('calendar-appt--roomy')).toBe(true);
    expect(getComputedStyle(hour.querySelector('.calendar-appt__patient') as HTMLElement).whiteSpace).toBe('normal');
    // Two lines at most (happy-dom does not compute line-clamp: the rule is read as written).
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
    const roomy = rules.find((rule) => rule.selectorText?.includes('.calendar-appt--roomy .calendar-appt__patient'));
    expect(roomy?.cssText).toMatch(/(^|[\s;{])line-clamp: 2/);
  });

  it('widens the days on a phone, where the week scrolls sideways anyway, so a patient’s name has room', () => {
    setViewport(390, 844);
    renderWeek();
    const grid = document.querySelector('.calendar-grid') as HTMLElement;
    const day = px(getComputedStyle(grid).getPropertyValue('--calendar-day-min'));
    const look = getComputedStyle(button('30'));
    const cell = getComputedStyle(button('30').parentElement as HTMLElement);
    const text =
      day -
      px(cell.paddingLeft) -
      px(cell.paddingRight) -
      px(look.borderLeftWidth) -
      px(look.borderRightWidth) -
      px(look.paddingLeft) -
      px(look.paddingRight);
    // The demo's « Alexandre Morin » in bold at the block's size is 119 px wide in Chromium.
    expect(text).toBeGreaterThanOrEqual(119);
  });

  it('holds the text it hides for screen readers inside the grid, so the days scrolled out of view do not widen a phone’s page', () => {
    setViewport(390, 844);
    renderWeek();
    const grid = document.querySelector('.calendar-grid') as HTMLElement;
    const hidden = button('45').querySelector('.ui-visually-hidden') as HTMLElement;
    expect(getComputedStyle(hidden).position).toBe('absolute');
    // Its containing block is the grid (inside the sideways-scrolling frame), not the page.
    expect(getComputedStyle(grid).position).toBe('relative');
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
