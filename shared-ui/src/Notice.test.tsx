// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './Notice';

afterEach(cleanup);

describe('Notice', () => {
  it('announces errors as alerts and focuses the title when asked', () => {
    render(<Notice title="Une erreur est survenue" tone="error" autoFocus />);
    screen.getByRole('alert');
    expect(document.activeElement?.textContent).toBe('Une erreur est survenue');
  });

  it('stays a plain region for information', () => {
    render(<Notice title="Information" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement?.tagName).not.toBe('H2');
  });
});
