// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { recentErrors } from './error-log';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

function Broken({ message = 'boom' }: { message?: string }): never {
  throw new Error(message);
}

function Flaky() {
  const [fixed, setFixed] = useState(false);
  return (
    <ErrorBoundary
      report={() => ({
        errorCode: 'NET_001',
        severity: 'medium',
        context: { feature: 'essai' },
      })}
      fallback={({ errorId, reset }) => (
        <div role="alert">
          <span>{errorId}</span>
          <button
            type="button"
            onClick={() => {
              setFixed(true);
              reset();
            }}
          >
            Réessayer
          </button>
        </div>
      )}
    >
      {fixed ? <p>Rétabli</p> : <Broken message="chunk" />}
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Contenu</p>
      </ErrorBoundary>,
    );
    screen.getByText('Contenu');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs a crash as GLOBAL_ERROR (high) with the component stack, and shows the French notice with its reference', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const entry = recentErrors(1)[0];
    expect(entry).toMatchObject({ errorCode: 'GLOBAL_ERROR', severity: 'high', message: 'boom' });
    expect(entry?.context).toHaveProperty('componentStack');
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBe(document.activeElement);
    expect(alert.textContent).toContain(`Référence de l'erreur : ${entry?.id}`);
    expect(alert.textContent).not.toContain('boom');
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('logs as the caller says and renders the caller’s fallback, which can render the children again', () => {
    render(<Flaky />);
    const entry = recentErrors(1)[0];
    expect(entry).toMatchObject({
      errorCode: 'NET_001',
      severity: 'medium',
      context: { feature: 'essai' },
    });
    expect(screen.getByRole('alert').textContent).toContain(entry?.id);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    screen.getByText('Rétabli');
  });
});
