// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageSection, SectionedPage } from './SectionedPage';

afterEach(cleanup);

const sections: PageSection[] = [
  { id: 'clinique', label: 'Clinique', Component: () => <p>Section clinique</p> },
  { id: 'services', label: 'Services', Component: () => <p>Section services</p> },
];

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(entry: string, sectionLink?: (id: string) => string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <SectionedPage
        title="Paramètres"
        sections={sections}
        navLabel="Sections — Paramètres"
        className="ui-page"
        sectionLink={sectionLink}
      />
      <Address />
    </MemoryRouter>,
  );
}

describe('SectionedPage', () => {
  it('lists the sections in a named navigation landmark, the open one marked as the current page', () => {
    renderPage('/parametres?section=services');
    screen.getByRole('heading', { level: 1, name: 'Paramètres' });
    const menu = screen.getByRole('navigation', { name: 'Sections — Paramètres' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Clinique', '/parametres?section=clinique', null],
      ['Services', '/parametres?section=services', 'page'],
    ]);
    screen.getByText('Section services');
    expect(screen.queryByText('Section clinique')).toBeNull();
  });

  it('shows the first section for an unknown or missing one', () => {
    renderPage('/parametres?section=perdue');
    screen.getByText('Section clinique');
    expect(screen.getByRole('link', { name: 'Clinique' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a section from its link, reachable by keyboard, and writes it into the address', () => {
    renderPage('/paiements', (id) => `/paiements?section=${id}`);
    const link = screen.getByRole('link', { name: 'Services' });
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(screen.getByTestId('address').textContent).toBe('/paiements?section=services');
    screen.getByText('Section services');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
  });

  it('draws nothing when the person may open no section', () => {
    render(
      <MemoryRouter>
        <SectionedPage title="Paiements" sections={[]} navLabel="Sections de Paiements" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
