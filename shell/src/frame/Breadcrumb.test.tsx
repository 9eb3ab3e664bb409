import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { breadcrumbElement } from './Breadcrumb';

afterEach(cleanup);

const renderAt = (path: string) => render(<MemoryRouter initialEntries={[path]}>{breadcrumbElement(path)}</MemoryRouter>);

describe('Breadcrumb', () => {
  it('links each ancestor and marks the current page', () => {
    renderAt('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Espace clinique' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByText('Tableau de bord').getAttribute('aria-current')).toBe('page');
  });

  it('is absent on the home page and on hidden token pages', () => {
    expect(breadcrumbElement('/')).toBeNull();
    renderAt('/');
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/invitation/abc');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
