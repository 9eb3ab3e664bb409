// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingState } from './LoadingState';

afterEach(cleanup);

describe('LoadingState', () => {
  it('is a polite status saying, in French, that something is loading', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    render(<LoadingState label="Chargement de votre dossier…" />);
    expect(screen.getByText('Chargement de votre dossier…').getAttribute('role')).toBe('status');
  });
});
