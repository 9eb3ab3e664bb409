// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormFailure } from './FormFailure';
import { problemText } from './problem-message';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

  it('brings a new message into view and gives it the focus, so a person at the button reads it', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled);
    const { rerender } = render(
      <form>
        <FormFailure message={undefined} />
        <button type="submit">Envoyer</button>
      </form>,
    );
    screen.getByRole('button').focus();
    rerender(
      <form>
        <FormFailure message="Cette carte a été refusée." />
        <button type="submit">Envoyer</button>
      </form>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    // Another message (a second refusal) is brought back the same way.
    screen.getByRole('button').focus();
    rerender(
      <form>
        <FormFailure message={problemText.unreachable} />
        <button type="submit">Envoyer</button>
      </form>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
