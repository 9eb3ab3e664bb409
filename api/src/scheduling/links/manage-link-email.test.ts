import { describe, expect, it } from 'vitest';
import { manageLinkEmail, type UpcomingAppointment } from './manage-link-email';

const clinic = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  phone: '(514) 555-0142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};

function appointment(overrides: Partial<UpcomingAppointment> = {}): UpcomingAppointment {
  return {
    name: 'Julie Bouchard',
    email: 'julie.bouchard@courriel.example',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:30',
    linkToken: 'q3Zk9_x-Abc123DEF456ghij',
    serviceName: 'Suivi chiropratique',
    ...overrides,
  };
}

describe('manageLinkEmail', () => {
  it('writes the date, the time and the phone the fr-CA way', () => {
    const mail = manageLinkEmail({
      to: 'julie@courriel.example',
      clinic,
      publicUrl: 'https://clinique.example',
      appointments: [appointment()],
    });
    expect(mail.text).toContain('- lundi 23 novembre 2026 à 9 h 30 (Suivi chiropratique, Julie Bouchard)');
    expect(mail.text).toContain('514 555-0142 · info@clinique.example');
    expect(mail.subject).toBe('Votre lien pour gérer votre rendez-vous – Clinique chiropratique Émilie Tremblay');
  });

  it('links each appointment to its management page, the token encoded, whatever the public URL ends with', () => {
    const mail = manageLinkEmail({
      to: 'julie@courriel.example',
      clinic,
      publicUrl: 'https://clinique.example/',
      appointments: [appointment(), appointment({ linkToken: 'a/b c?d', scheduledTime: '14:00' })],
    });
    expect(mail.text).toContain('  Gérer ce rendez-vous : https://clinique.example/appointment/manage/q3Zk9_x-Abc123DEF456ghij\n');
    expect(mail.text).toContain('à 14 h (');
    expect(mail.text).toContain('  Gérer ce rendez-vous : https://clinique.example/appointment/manage/a%2Fb%20c%3Fd\n');
  });

  it('has the clinic’s HTML layout: the links as buttons, names escaped, the address block in both bodies', () => {
    const mail = manageLinkEmail({
      to: 'julie@courriel.example',
      clinic: { ...clinic, clinicName: 'Clinique <b>Tremblay</b> & fils' },
      publicUrl: 'https://clinique.example',
      appointments: [appointment({ name: 'Julie <script>alert(1)</script>' })],
    });
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('href="https://clinique.example/appointment/manage/q3Zk9_x-Abc123DEF456ghij"');
    expect(mail.html).toContain('Julie &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Clinique &lt;b&gt;Tremblay&lt;/b&gt; &amp; fils');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Tremblay');
    expect(mail.html).toContain('4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8');
    expect(mail.text).toContain('4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8');
  });
});
