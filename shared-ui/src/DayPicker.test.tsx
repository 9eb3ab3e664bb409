// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayPicker } from './DayPicker';

afterEach(cleanup);

const labels = {
  region: 'Choisir la journée',
  day: 'Journée',
  invalid: 'Indiquez une journée valide.',
  tooLate: 'Une journée future ne peut pas être fermée.',
};

function renderPicker(day: string, onShow = vi.fn()) {
  const view = render(<DayPicker day={day} today="2026-11-15" latest="2026-11-15" name="jour" labels={labels} onShow={onShow} />);
  return { onShow, view };
}

const dateField = () => screen.getByLabelText(/Journée/) as HTMLInputElement;

describe('DayPicker', () => {
  it('names its search landmark, labels the date field in French, and offers « Aujourd’hui » only on another day', () => {
    const { view, onShow } = renderPicker('2026-11-10');
    expect(view.container.querySelector('search')?.getAttribute('aria-label')).toBe('Choisir la journée');
    expect(dateField().value).toBe('2026-11-10');
    expect(dateField().getAttribute('max')).toBe('2026-11-15');
    expect(dateField().getAttribute('name')).toBe('jour');
    fireEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(onShow).toHaveBeenCalledWith('2026-11-15');
    // The controls are the kit's (44 px targets).
    expect(screen.getByRole('button', { name: 'Afficher' }).className).toContain('ui-button');
    view.rerender(<DayPicker day="2026-11-15" today="2026-11-15" latest="2026-11-15" name="jour" labels={labels} onShow={onShow} />);
    expect(screen.queryByRole('button', { name: 'Aujourd’hui' })).toBeNull();
    // Made again for the day now shown.
    expect(dateField().value).toBe('2026-11-15');
  });

  it('shows the day typed', () => {
    const { onShow } = renderPicker('2026-11-15');
    fireEvent.change(dateField(), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(onShow).toHaveBeenCalledWith('2026-11-02');
  });

  it('refuses a day that is not one, or after the last allowed, on the field, which takes the focus', () => {
    const { onShow } = renderPicker('2026-11-15');
    for (const [typed, message] of [
      ['2026-02-30', labels.invalid],
      ['', labels.invalid],
      ['2026-11-16', labels.tooLate],
    ] as const) {
      fireEvent.change(dateField(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
      screen.getByText(message);
      expect(dateField().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(dateField());
    }
    expect(onShow).not.toHaveBeenCalled();
  });
});
