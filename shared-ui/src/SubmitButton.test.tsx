// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('submits its form, and while busy says so, stays focusable and marks itself unavailable', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <SubmitButton busy={false} busyLabel="Connexion…" busyStatus="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Se connecter' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledOnce();

    rerender(
      <form>
        <SubmitButton busy busyLabel="Connexion…" busyStatus="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Connexion…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Connexion en cours…');
  });

  it('keeps the focus where it is when pressed (a blur would move the button under the pointer)', () => {
    render(
      <SubmitButton busy={false} busyLabel="Envoi…">
        Envoyer
      </SubmitButton>,
    );
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Envoyer' }));
    expect(pressed).toBe(false);
    // Without a status line unless one is asked for.
    expect(screen.queryByRole('status')).toBeNull();
  });
});
