// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { ChoiceGroup } from './ChoiceGroup';

afterEach(cleanup);

function Consent({ error, readOnly = false }: { error?: string; readOnly?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="consent"
      label="J'accepte d'être contactée"
      required
      checked={checked}
      onChange={setChecked}
      error={error}
      readOnly={readOnly}
    />
  );
}

describe('CheckboxField', () => {
  it('is named by its label, marked required, and checks on a click', () => {
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: "J'accepte d'être contactée" }) as HTMLInputElement;
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
  });

  it('shows its error, described by it and marked invalid', () => {
    render(<Consent error="Le consentement est requis" />);
    const box = screen.getByRole('checkbox');
    const error = screen.getByText('Le consentement est requis');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.closest('ul')?.id);
  });

  it('keeps its value while read-only (a form being sent)', () => {
    render(<Consent readOnly />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });
});

function Days({ type, error }: { type: 'checkbox' | 'radio'; error?: string }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <ChoiceGroup
      type={type}
      name="days"
      legend="Jours préférés"
      choices={[
        { value: 'Lundi', label: 'Lundi' },
        { value: 'Mardi', label: 'Mardi' },
        { value: 'Mercredi', label: 'Mercredi', disabled: true },
      ]}
      selected={selected}
      onToggle={(value, checked) =>
        setSelected((now) => (type === 'radio' ? [value] : checked ? [...now, value] : now.filter((day) => day !== value)))
      }
      error={error}
    />
  );
}

describe('ChoiceGroup', () => {
  it('groups checkboxes under their legend; several can be chosen and unchosen', () => {
    render(<Days type="checkbox" />);
    const group = screen.getByRole('group', { name: 'Jours préférés (facultatif)' });
    const [monday, tuesday, wednesday] = Array.from(group.querySelectorAll('input')) as HTMLInputElement[];
    fireEvent.click(monday!);
    fireEvent.click(tuesday!);
    fireEvent.click(monday!);
    expect([monday!.checked, tuesday!.checked]).toEqual([false, true]);
    expect(wednesday!.disabled).toBe(true);
  });

  it('makes radios one choice in a radiogroup, and describes the group by its error', () => {
    render(<Days type="radio" error="Choisissez un jour" />);
    const group = screen.getByRole('radiogroup', { name: 'Jours préférés (facultatif)' });
    fireEvent.click(screen.getByRole('radio', { name: 'Lundi' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Mardi' }));
    expect((screen.getByRole('radio', { name: 'Lundi' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Mardi' }) as HTMLInputElement).checked).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Choisissez un jour').closest('ul')?.id);
    expect(screen.getByRole('radio', { name: 'Lundi' }).getAttribute('aria-invalid')).toBe('true');
  });
});
