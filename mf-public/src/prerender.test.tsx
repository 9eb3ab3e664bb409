import { describe, expect, it } from 'vitest';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import { prerenderedPaths, renderPublicPage } from './prerender';

const profile: ClinicProfile = {
  clinicName: 'Clinique <b>Essai</b>',
  practitionerName: 'Dre Test',
  practitionerTitle: 'Chiropraticienne',
  phone: '514 555-0100',
  email: 'info@essai.example',
  address: { line: '1, rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' },
  timeZone: 'America/Toronto',
  agendaFull: false,
  showAdminLink: false,
  onlineBookingEnabled: true,
  parkingInfo: '',
  openingHours: [],
  privacyOfficer: { name: 'Dre Test', email: 'info@essai.example' },
};

describe('renderPublicPage', () => {
  it('prerenders the home page with the practice details, escaped', () => {
    expect(prerenderedPaths).toEqual(['/']);
    const html = renderPublicPage('/', profile);
    // The hero's h1 holds the practice name, then what the practice offers.
    expect(html).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*Clinique &lt;b&gt;Essai&lt;\/b&gt;(?:(?!<\/h1>).)*<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('href="tel:5145550100"');
    expect(html).toContain('Chiropraticienne');
  });

  it('renders the route the path names, with the clinic phone', () => {
    const html = renderPublicPage('/booking', profile);
    expect(html).toContain('<h1>Réservation en ligne</h1>');
    expect(html).toContain('514 555-0100');
  });
});
