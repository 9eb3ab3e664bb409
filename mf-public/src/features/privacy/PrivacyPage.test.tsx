import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoClinicProfile } from '../../test-support/clinic-profile';
import { renderWithDemoClinic } from '../../test-support/render';
import { MemoryRouter } from 'react-router-dom';
import PublicRoutes from '../../routes';
import { PrivacyPage } from './PrivacyPage';

afterEach(cleanup);

describe('PrivacyPage', () => {
  it('names the person in charge of personal information and how to reach them (Law 25)', () => {
    renderWithDemoClinic(<PrivacyPage />, {
      path: '/confidentialite',
      profile: {
        privacyOfficer: { name: 'Dre Officière Test', title: 'Directrice clinique', email: 'vie-privee@essai.example', phone: '' },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Politique de confidentialité');
    expect(document.title).toBe(`Politique de confidentialité — ${demoClinicProfile.clinicName}`);
    const section = screen.getByRole('region', {
      name: 'Personne responsable de la protection des renseignements personnels',
    });
    expect(section.textContent).toContain('Dre Officière Test, Directrice clinique.');
    expect(within(section).getByRole('link', { name: 'vie-privee@essai.example' }).getAttribute('href')).toBe(
      'mailto:vie-privee@essai.example',
    );
    expect(within(section).getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    expect(section.textContent).toContain('4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8');
  });

  it('gives the officer’s own title and phone when the clinic set them', () => {
    renderWithDemoClinic(<PrivacyPage />, {
      path: '/confidentialite',
      profile: {
        privacyOfficer: { name: 'Julie Lavoie', title: 'Adjointe administrative', email: 'julie@essai.example', phone: '4385550177' },
      },
    });
    const section = screen.getByRole('region', {
      name: 'Personne responsable de la protection des renseignements personnels',
    });
    expect(section.textContent).toContain('Julie Lavoie, Adjointe administrative.');
    expect(within(section).getByRole('link', { name: 'julie@essai.example' }).getAttribute('href')).toBe('mailto:julie@essai.example');
    expect(within(section).getByRole('link', { name: '438 555-0177' }).getAttribute('href')).toBe('tel:4385550177');
    expect(within(section).queryByRole('link', { name: '514 555-0142' })).toBeNull();
  });

  it('says what is collected and why', () => {
    renderWithDemoClinic(<PrivacyPage />);
    const section = screen.getByRole('region', { name: 'Ce que nous recueillons et pourquoi' });
    for (const item of [
      'Identité et coordonnées',
      "Demandes de rendez-vous et liste d'attente",
      'Renseignements de santé fournis pour vos soins',
      "Journaux techniques d'erreurs",
    ]) {
      within(section).getByText(item);
    }
  });

  it('gives where the data is kept and the retention periods', () => {
    renderWithDemoClinic(<PrivacyPage />);
    expect(screen.getByRole('region', { name: 'Où vos renseignements sont conservés' }).textContent).toContain(
      'au Canada, au Québec, sur les serveurs de la clinique',
    );
    const retention = screen.getByRole('region', { name: 'Combien de temps nous les conservons' }).textContent ?? '';
    expect(retention).toContain('Au moins 5 ans après le dernier service');
    expect(retention).toContain("rien n'est détruit automatiquement");
    expect(retention).toContain("l'Ordre des chiropraticiens du Québec");
    expect(retention).toContain('Supprimées après 12 mois');
    expect(retention).toContain('Supprimés après 90 jours');
  });

  it('gives the periods the retention job erases by: e-mails, requests, the incident register and the backups', () => {
    renderWithDemoClinic(<PrivacyPage />);
    const retention = within(screen.getByRole('region', { name: 'Combien de temps nous les conservons' }));
    const period = (what: string) => retention.getByText(what).nextElementSibling?.textContent;
    expect(period('Pièces de facturation')).toBe("6 ans, comme l'exigent les lois fiscales.");
    expect(period('Copies des courriels envoyés')).toBe('Supprimées après 30 jours.');
    expect(period('Demandes sur vos renseignements')).toBe('Conservées 2 ans après notre réponse, puis supprimées.');
    expect(period('Registre des incidents de confidentialité')).toContain('au moins 5 ans');
    expect(period('Copies de sauvegarde')).toContain('seules les 30 plus récentes');
  });

  it('says who at the clinic reaches what, with the second factor and the access log', () => {
    renderWithDemoClinic(<PrivacyPage />);
    const access = screen.getByRole('region', { name: 'Qui y a accès' });
    expect(access.textContent).toContain('authentification à deux facteurs');
    expect(within(access).getByText('Réception').nextElementSibling?.textContent).toContain('jamais les notes cliniques');
    within(access).getByText('Chiropraticiennes et chiropraticiens');
    expect(screen.getByRole('region', { name: 'Où vos renseignements sont conservés' }).textContent).toContain('elle est chiffrée');
    expect(screen.getByRole('region', { name: 'Incident de confidentialité' }).textContent).toContain('registre des incidents');
  });

  it('lists every right with its answer delay and how to exercise it', () => {
    renderWithDemoClinic(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    const items = within(rights)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(6);
    expect(items[0]).toMatch(/droit d'accès\) — réponse dans les 20 jours\.$/);
    expect(items[1]).toMatch(/droit de rectification\) — réponse dans les 20 jours\.$/);
    for (const [index, right] of ['portabilité', 'retirer votre consentement', 'cessation de la diffusion', 'désindexation'].entries()) {
      expect(items[index + 2]).toContain(right);
      expect(items[index + 2]).toMatch(/réponse dans les 30 jours\.$/);
    }
    expect(rights.textContent).toContain('« Télécharger mes données »');
  });

  it('lists the rights, the complaint to the CAI, and the single third party', () => {
    renderWithDemoClinic(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    for (const right of ["droit d'accès", 'droit de rectification', 'retirer votre consentement']) {
      expect(rights.textContent).toContain(right);
    }
    within(rights).getByRole('link', { name: "Commission d'accès à l'information du Québec" });
    expect(screen.getByRole('region', { name: 'Témoins et outils de suivi' }).textContent).toContain("n'utilise aucun outil de suivi");
    expect(screen.getByRole('region', { name: 'La carte Google Maps' }).textContent).toContain('seul contenu d');
  });

  it('is the page of the /confidentialite route, fetched when visited', async () => {
    render(
      <MemoryRouter initialEntries={['/confidentialite']}>
        <PublicRoutes profile={demoClinicProfile} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' });
    expect(screen.getAllByText(/emilie\.tremblay@clinique-tremblay\.example/).length).toBeGreaterThan(0);
  });
});
