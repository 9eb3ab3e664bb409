// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { onlineBookingMessages } from 'shared-domain/scheduling/online-booking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayChoice } from './DayChoice';
import { dayLabel } from './day-label';
import { TimeChoice } from './TimeChoice';

afterEach(cleanup);

describe('dayLabel', () => {
  it('names the day in French without the year, whatever the time zone', () => {
    expect(dayLabel('2026-11-23')).toBe('lundi 23 novembre');
    expect(dayLabel('2026-03-08')).toBe('dimanche 8 mars');
    expect(dayLabel('demain')).toBe('demain');
  });
});

describe('DayChoice', () => {
  const days = [
    { date: '2026-11-23', slots: [{ time: '09:00', available: true }] },
    { date: '2026-11-24', slots: [{ time: '09:00', available: false }] },
  ];

  it('lists the days as toggle buttons named by the heading, the chosen one pressed, a full day still choosable', () => {
    const onChoose = vi.fn();
    render(
      <>
        <h2 id="jours">Dates</h2>
        <DayChoice days={days} selected="2026-11-23" onChoose={onChoose} labelledBy="jours" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Dates' });
    const [monday, tuesday] = within(list).getAllByRole('button');
    expect(monday?.getAttribute('aria-pressed')).toBe('true');
    expect(monday?.textContent).toBe('lundi 23 novembre1 créneau libre');
    expect(tuesday?.getAttribute('aria-pressed')).toBe('false');
    expect(tuesday?.textContent).toContain('Complet');
    fireEvent.click(tuesday as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith('2026-11-24');
  });

  it('names a day a closure takes « Fermé — {raison} », not « Complet », and « Fermé » without a reason', () => {
    const closed = { date: '2026-12-24', slots: [{ time: '09:00', available: false }], closure: 'Congé des Fêtes' };
    render(
      <DayChoice
        days={[...days, closed, { ...closed, date: '2026-12-25', closure: '' }]}
        selected={undefined}
        onChoose={vi.fn()}
        labelledBy="x"
      />,
    );
    const [, tuesday, christmasEve, christmas] = screen.getAllByRole('button');
    expect(tuesday?.textContent).toBe('mardi 24 novembreComplet');
    expect(christmasEve?.textContent).toBe('jeudi 24 décembreFermé — Congé des Fêtes');
    expect(christmas?.textContent).toBe('vendredi 25 décembreFermé');
  });
});

describe('TimeChoice', () => {
  it('shows taken slots disabled and named so, and passes the chosen time', () => {
    const onChoose = vi.fn();
    render(
      <TimeChoice
        slots={[
          { time: '09:00', available: true },
          { time: '09:30', available: false },
        ]}
        selected={undefined}
        onChoose={onChoose}
        labelledBy="heures"
      />,
    );
    const taken = screen.getByRole('button', { name: '9 h 30 (indisponible)' }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    expect(taken.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '9 h' }));
    expect(onChoose).toHaveBeenCalledWith('09:00');
  });

  it('says there is no slot that day when none is free', () => {
    render(<TimeChoice slots={[{ time: '09:00', available: false }]} selected={undefined} onChoose={() => undefined} labelledBy="x" />);
    screen.getByText(onlineBookingMessages.emptyDay);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<TimeChoice slots={[]} selected={undefined} onChoose={() => undefined} labelledBy="x" />);
    screen.getByText(onlineBookingMessages.emptyDay);
  });
});
