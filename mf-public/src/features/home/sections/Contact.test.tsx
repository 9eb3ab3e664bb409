import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { demoClinicProfile } from '../../../test-support/clinic-profile';
import { renderWithDemoClinic } from '../../../test-support/render';
import { Contact } from './Contact';

afterEach(cleanup);

/** Rendered outside the document so happy-dom does not try to load the map frame. */
function renderContact(profile: ClinicProfile = demoClinicProfile) {
  const view = renderWithDemoClinic(<Contact profile={profile} />, { detached: true });
  return { ...within(view.container), container: view.container };
}

const address = '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8';

describe('Contact', () => {
  it('is the #contact section with the address, phone and e-mail links', () => {
    const page = renderContact();
    const region = page.getByRole('region', { name: 'Nous joindre' });
    expect(region.id).toBe('contact');
    within(region).getByText(address);
    expect(page.getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    expect(page.getByRole('link', { name: 'info@clinique-tremblay.example' }).getAttribute('href')).toBe(
      'mailto:info@clinique-tremblay.example',
    );
  });

  it('titles the section and adds the lines the clinic wrote under its details', () => {
    const siteTexts = {
      ...demoClinicProfile.siteTexts,
      contact: { title: 'Venir nous voir', lines: 'Accès en poussette.\n\nRampe à l’entrée.' },
    };
    const page = renderContact({ ...demoClinicProfile, siteTexts });
    page.getByRole('heading', { level: 2, name: 'Venir nous voir' });
    page.getByText('Accès en poussette.');
    page.getByText('Rampe à l’entrée.');
  });

  it('writes the phone the clinic way however it was typed in the settings', () => {
    const page = renderContact({ ...demoClinicProfile, phone: '514.555.0142' });
    expect(page.getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
  });

  it('lists the opening hours of §9, computed from the clinic data', () => {
    const page = renderContact();
    const list = page.getByRole('list', { name: "Heures d'ouverture" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lundi au jeudi : 8 h – 19 h', 'Vendredi : 8 h – 17 h', 'Samedi et dimanche : fermé']);
  });

  it('shows the breaks in the hours and the upcoming closures', () => {
    const lunch = [{ start: '12:00', end: '13:00' }];
    const page = renderContact({
      ...demoClinicProfile,
      openingHours: demoClinicProfile.openingHours.map((day) => (day.weekday >= 1 && day.weekday <= 4 ? { ...day, breaks: lunch } : day)),
      closures: [{ startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes' }],
    });
    const hours = page.getByRole('list', { name: "Heures d'ouverture" });
    expect(within(hours).getAllByRole('listitem')[0]?.textContent).toBe('Lundi au jeudi : 8 h à 12 h, 13 h à 19 h');
    const closures = page.getByRole('list', { name: 'Fermetures à venir' });
    expect(within(closures).getByRole('listitem').textContent).toBe('Fermé du 24 décembre au 4 janvier — Congé des Fêtes');
  });

  it('lists no closures when none is coming', () => {
    const page = renderContact();
    expect(page.queryByRole('heading', { name: 'Fermetures à venir' })).toBeNull();
  });

  it('asks visitors to call when no hours are set', () => {
    const page = renderContact({ ...demoClinicProfile, openingHours: [] });
    expect(page.queryByRole('list', { name: "Heures d'ouverture" })).toBeNull();
    page.getByText(/Communiquez avec nous/);
  });

  it('shows the parking information, and nothing when there is none', () => {
    renderContact().getByText('Stationnement gratuit, accès poussette');
    cleanup();
    const page = renderContact({ ...demoClinicProfile, parkingInfo: '' });
    expect(page.queryByText('Stationnement gratuit, accès poussette')).toBeNull();
    expect(page.queryByRole('heading', { name: 'Stationnement et accès' })).toBeNull();
  });

  it('embeds the map lazily, sized, titled, from Google Maps only', () => {
    const page = renderContact();
    const frame = page.container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame!.getAttribute('title')).toBe(`Carte : ${address}`);
    expect(frame!.getAttribute('loading')).toBe('lazy');
    expect(frame!.getAttribute('width')).toBe('600');
    expect(frame!.getAttribute('height')).toBe('450');
    expect(frame!.getAttribute('src')).toBe(`https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`);
    expect(page.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/confidentialite');
  });
});
