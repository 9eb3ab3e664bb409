import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicProfileProvider } from '../../lib/clinic/ClinicProfileProvider';
import { HomePage } from './HomePage';
import { sectionIds } from '../../lib/site/section-ids';
import { renderWithDemoClinic } from '../../test-support/render';

// The profile request fails, so the page's loading and failed states can be seen.
vi.mock('api/client', () => ({
  createPublicClient: () => ({
    public: { clinic: { $get: () => Promise.reject(new TypeError('fetch failed')) } },
  }),
}));

afterEach(cleanup);

describe('HomePage', () => {
  it('shows the sections of §2.3 in order inside <main id="contenu">', () => {
    const { container } = renderWithDemoClinic(<HomePage />, { detached: true });
    const main = container.querySelector('main#contenu');
    expect(main).not.toBeNull();
    const ids = [...main!.querySelectorAll(':scope > section')].map((section) => section.id);
    expect(ids).toEqual([
      sectionIds.hero,
      sectionIds.services,
      sectionIds.reconnexion,
      sectionIds.about,
      sectionIds.testimonials,
      sectionIds.faq,
      sectionIds.contact,
    ]);
  });

  it('leaves the testimonials out unless the clinic shows them', () => {
    const { container } = renderWithDemoClinic(<HomePage />, { detached: true, profile: { showTestimonials: false } });
    const ids = [...container.querySelectorAll('main#contenu > section')].map((section) => section.id);
    expect(ids).not.toContain(sectionIds.testimonials);
    expect(ids).toContain(sectionIds.faq);
    expect(within(container).queryByRole('region', { name: /Ce que les familles en disent/ })).toBeNull();
  });

  it('names every section by its heading', () => {
    const page = within(renderWithDemoClinic(<HomePage />, { detached: true }).container);
    const expected: [string, RegExp][] = [
      [sectionIds.hero, /Clinique chiropratique Émilie Tremblay/],
      [sectionIds.services, /Des soins pour chaque étape de la vie/],
      [sectionIds.reconnexion, /Reconnexion/],
      [sectionIds.about, /approche/i],
      [sectionIds.testimonials, /Ce que les familles en disent/],
      [sectionIds.faq, /Questions fréquentes/],
      [sectionIds.contact, /Nous joindre/],
    ];
    for (const [id, name] of expected) {
      const region = page.getByRole('region', { name });
      expect(region.id).toBe(id);
      expect(within(region).getAllByRole('heading').length).toBeGreaterThan(0);
    }
  });

  it('has one h1, holding the practice name', () => {
    const page = within(renderWithDemoClinic(<HomePage />, { detached: true }).container);
    const headings = page.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toContain('Clinique chiropratique Émilie Tremblay');
  });

  it('shows the loading state, then an error when the practice details cannot be read', async () => {
    render(
      <MemoryRouter>
        <ClinicProfileProvider>
          <HomePage />
        </ClinicProfileProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Une erreur est survenue');
    expect(document.querySelector('main#contenu')).not.toBeNull();
  });
});
