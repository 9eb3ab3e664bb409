// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFailure } from './FormFailure';

afterEach(cleanup);

describe('FormFailure', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FormFailure message={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('announces the message, under its title when it has one', () => {
    render(<FormFailure message="Courriel ou mot de passe incorrect." />);
    expect(screen.getByRole('alert').textContent).toBe('Courriel ou mot de passe incorrect.');
    cleanup();
    render(<FormFailure title="Erreur lors de la création du compte" message="Réessayez." />);
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Erreur lors de la création du compte',
      'Réessayez.',
    ]);
  });
});
