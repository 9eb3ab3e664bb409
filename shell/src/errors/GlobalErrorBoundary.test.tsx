import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { recentErrors } from 'shared-ui/error-log';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('boom');
}

describe('GlobalErrorBoundary', () => {
  it('replaces a crashed screen with the French error screen and a reload button', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <GlobalErrorBoundary>
        <Broken />
      </GlobalErrorBoundary>,
    );
    screen.getByRole('heading', { name: 'Une erreur est survenue' });
    expect(screen.queryByText('boom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    consoleError.mockRestore();
  });

  it('logs the error as GLOBAL_ERROR, severity high, and shows its id with the message', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <GlobalErrorBoundary>
        <Broken />
      </GlobalErrorBoundary>,
    );
    const entry = recentErrors(1)[0];
    expect(entry).toMatchObject({ errorCode: 'GLOBAL_ERROR', severity: 'high', message: 'boom' });
    expect(entry?.context).toHaveProperty('componentStack');
    expect(screen.getByRole('alert').textContent).toContain(`Référence de l'erreur : ${entry?.id}`);
    expect(consoleError).toHaveBeenCalledWith(`[GLOBAL_ERROR] ${entry?.id}`, expect.any(Error));
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <GlobalErrorBoundary>
        <p>Contenu</p>
      </GlobalErrorBoundary>,
    );
    screen.getByText('Contenu');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
