import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portrait } from '../content/portrait';
import { demoClinicProfile } from '../../../test-support/clinic-profile';
import { renderWithDemoClinic } from '../../../test-support/render';
import { Hero } from './Hero';

// A photo that will fail to load, as when the clinic's portrait is missing or unreachable.
vi.mock('../content/portrait', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../content/portrait')>();
  return { portrait: { ...actual.portrait, src: '/static/image/portrait-manquant.webp' } };
});

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

describe('Hero', () => {
  it('is the #accueil section, its h1 naming the practice and what it offers', () => {
    renderWithDemoClinic(<Hero profile={demoClinicProfile} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.closest('section')?.id).toBe('accueil');
    expect(heading.textContent).toContain('Clinique chiropratique Émilie Tremblay');
    expect(heading.textContent).toContain('de la grossesse à l');
    screen.getByText('Dre Émilie Tremblay · Chiropraticienne');
  });

  it('says the line and the lead the clinic published', () => {
    const siteTexts = {
      ...demoClinicProfile.siteTexts,
      hero: { focus: 'Des soins pour les tout-petits', lead: 'Une présentation revue.' },
    };
    renderWithDemoClinic(<Hero profile={{ ...demoClinicProfile, siteTexts }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Clinique chiropratique Émilie Tremblay Des soins pour les tout-petits',
    );
    screen.getByText('Une présentation revue.');
  });

  it('shows the site’s statistics unless the clinic set its own', () => {
    const figures = () =>
      [...document.querySelectorAll('.home-stats > div')].map(
        (entry) => `${entry.querySelector('dd')?.textContent} ${entry.querySelector('dt')?.textContent}`,
      );
    renderWithDemoClinic(<Hero profile={demoClinicProfile} />);
    expect(figures()).toEqual(['847+ familles accompagnées', "15+ années d'expertise"]);
    cleanup();
    const homeStatistics = [
      { value: '1 200+', label: 'familles accompagnées' },
      { value: '4,9/5', label: 'satisfaction' },
      { value: '3', label: 'chiropraticiennes' },
    ];
    renderWithDemoClinic(<Hero profile={{ ...demoClinicProfile, homeStatistics }} />);
    expect(figures()).toEqual(['1 200+ familles accompagnées', '4,9/5 satisfaction', '3 chiropraticiennes']);
    cleanup();
    renderWithDemoClinic(<Hero profile={{ ...demoClinicProfile, homeStatistics: [] }} />);
    expect(document.querySelector('.home-stats')).toBeNull();
  });

  it('opens the appointment request when the agenda is open', () => {
    const openRequest = vi.fn();
    renderWithDemoClinic(<Hero profile={demoClinicProfile} />, { openRequest });
    fireEvent.click(screen.getByRole('button', { name: 'Prendre rendez-vous' }));
    expect(openRequest).toHaveBeenCalledTimes(1);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'cta_click',
      label: 'hero_appointment',
    });
  });

  it('offers the waitlist when the agenda is full', () => {
    const openRequest = vi.fn();
    renderWithDemoClinic(<Hero profile={{ ...demoClinicProfile, agendaFull: true }} />, {
      profile: { agendaFull: true },
      openRequest,
    });
    expect(screen.queryByRole('button', { name: 'Prendre rendez-vous' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    expect(openRequest).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/waitlist');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'cta_click', label: 'hero_waitlist' });
  });

  it("leads 'Découvrir l'approche' to the about section", () => {
    renderWithDemoClinic(<Hero profile={demoClinicProfile} />);
    expect(screen.getByRole('link', { name: "Découvrir l'approche" }).getAttribute('href')).toBe('#about');
  });

  it('shows the statistics as a description list', () => {
    const { container } = renderWithDemoClinic(<Hero profile={demoClinicProfile} />);
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const terms = within(list!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(list!)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['familles accompagnées', "années d'expertise"]);
    expect(values).toEqual(['847+', '15+']);
  });

  it('shows the portrait without layout shift, eagerly, falling back to the local illustration', () => {
    renderWithDemoClinic(<Hero profile={demoClinicProfile} />);
    const image = screen.getByRole('img', {
      name: 'Portrait de Dre Émilie Tremblay, chiropraticienne',
    });
    expect(image.getAttribute('width')).toBe(String(portrait.width));
    expect(image.getAttribute('height')).toBe(String(portrait.height));
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('src')).toBe('/static/image/portrait-manquant.webp');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(portrait.fallbackSrc);
  });

  it('ships the fallback illustration as a local data: URL (no request, cannot fail)', async () => {
    const actual = await vi.importActual<typeof import('../content/portrait')>('../content/portrait');
    expect(actual.portrait.fallbackSrc).toMatch(/^data:image\/svg\+xml/);
  });
});
