// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorList, Field } from './Field';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels its control, marks a required one, and says nothing of errors while there are none', () => {
    render(
      <Field label="Nom complet" required>
        {(control) => <input {...control} name="name" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /^Nom complet/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says "(facultatif)" of an optional field and describes it by its hint', () => {
    render(
      <Field label="Âge du patient" hint="ex. 4 mois, 35 ans">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/^Âge du patient \(facultatif\)/);
    expect(input.getAttribute('aria-required')).toBeNull();
    expect(describedBy(input)).toEqual(['ex. 4 mois, 35 ans']);
  });

  it('shows what the value was read as under the control, announced and describing it', () => {
    render(
      <Field label="Montant" reading="Montant lu : 1 500,00 $">
        {(control) => <input {...control} defaultValue="1 500" />}
      </Field>,
    );
    const input = screen.getByLabelText(/^Montant/);
    expect(describedBy(input)).toEqual(['Montant lu : 1 500,00 $']);
    expect(document.getElementById(`${input.id}-reading`)?.getAttribute('aria-live')).toBe('polite');
  });

  it('with an error: aria-invalid, described by the hint then the error list', () => {
    render(
      <Field label="Courriel" hint="Nous y répondons." errors={['Courriel doit être une adresse courriel valide', undefined]} id="courriel">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox');
    expect(control.id).toBe('courriel');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(control)).toEqual(['Nous y répondons.', 'Courriel doit être une adresse courriel valide']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Courriel doit être une adresse courriel valide']);
  });
});

describe('ErrorList', () => {
  it('renders nothing without a message', () => {
    const view = render(<ErrorList id="x" errors={[undefined, '']} />);
    expect(view.container.innerHTML).toBe('');
  });
});
