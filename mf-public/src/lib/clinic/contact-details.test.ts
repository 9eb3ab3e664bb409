import { describe, expect, it } from 'vitest';
import { formatAddress, mailtoHref, mapEmbedUrl } from './contact-details';
import { demoClinicProfile } from '../../test-support/clinic-profile';

describe('contact details', () => {
  it('writes the address in the fr-CA form of the site', () => {
    expect(formatAddress(demoClinicProfile.address)).toBe('4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8');
  });

  it('links the e-mail', () => {
    expect(mailtoHref('info@clinique-tremblay.example')).toBe('mailto:info@clinique-tremblay.example');
  });

  it('points the map at Google Maps with the address encoded', () => {
    expect(mapEmbedUrl('4350, rue Saint-Denis, Montréal (QC) H2J 2K8')).toBe(
      'https://www.google.com/maps?q=4350%2C%20rue%20Saint-Denis%2C%20Montr%C3%A9al%20(QC)%20H2J%202K8&output=embed',
    );
  });
});
