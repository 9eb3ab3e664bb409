import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { renderWithClinic } from '../../test-support/render';

afterEach(cleanup);

describe('Footer', () => {
  it('links to the home sections, in-page on the home page', () => {
    renderWithClinic(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Plan du site' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Services', '#services'],
      ['Programme Reconnexion', '#reconnexion'],
      ['Approche', '#about'],
      ['FAQ', '#faq'],
    ]);
  });

  it('links to /#section from other pages', () => {
    renderWithClinic(<Footer />, { path: '/waitlist' });
    const nav = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/#faq');
  });

  it('gives the contact line, the privacy policy, the copyright and the staff link', () => {
    renderWithClinic(<Footer />);
    expect(screen.getByRole('link', { name: '514 555-0100' }).getAttribute('href')).toBe('tel:5145550100');
    expect(screen.getByRole('link', { name: 'info@essai.example' }).getAttribute('href')).toBe('mailto:info@essai.example');
    screen.getByText(/1, rue Principale, Montréal \(QC\) H2X 1Y4/);
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/confidentialite');
    screen.getByText(`© ${new Date().getFullYear()} Clinique chiropratique Essai`);
    // Always there, whatever the header's admin flag says.
    expect(screen.getByRole('link', { name: 'Espace administrateur' }).getAttribute('href')).toBe('/admin');
  });

  it('writes the phone the clinic way however it was typed in the settings', () => {
    renderWithClinic(<Footer />, { profile: { phone: '+1 (514) 555-0100' } });
    expect(screen.getByRole('link', { name: '514 555-0100' }).getAttribute('href')).toBe('tel:+15145550100');
  });
});
